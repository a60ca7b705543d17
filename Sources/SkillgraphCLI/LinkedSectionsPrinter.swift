import Skillgraph

/// Prints the sections an outcome links to (`[Testing](#testing-with-lldb)`): each title, ID and
/// source, then the section's text, so that a fix comes with what explains it.
struct LinkedSectionsPrinter {
  let console: Console
  /// The most lines of a section printed; the rest is left to `skillgraph show`.
  var lineLimit = 40

  func print(_ links: [DecisionLink]) {
    guard !links.isEmpty else { return }
    console.write(console.bold("Explained in"))
    var shown = Set<String>()
    for link in links {
      guard let id = link.targetID, let source = link.source else {
        console.write("  - \(link.link) (does not resolve)")
        continue
      }
      guard shown.insert(id).inserted else { continue }
      let title = link.title ?? id
      console.write(
        "  - \(title)  "
          + console.dim("(\(id), \(source.path):\(source.startLine)-\(source.endLine))"))
    }
    for link in links {
      guard let id = link.targetID, let markdown = link.markdown, shown.remove(id) != nil else {
        continue
      }
      let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
      console.write("")
      lines.prefix(lineLimit).forEach { console.write(String($0)) }
      if lines.count > lineLimit {
        console.write(
          console.dim("… \(lines.count - lineLimit) more lines: skillgraph show '\(id)'"))
      }
    }
  }
}
