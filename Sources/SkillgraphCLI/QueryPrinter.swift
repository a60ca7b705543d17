import Skillgraph

/// Prints search results for a person: title, heading path, source and the first lines.
struct QueryPrinter {
  let console: Console
  /// How many lines of each result's text are shown.
  var previewLines = 4

  func print(_ response: SearchResponse) {
    for (position, result) in response.results.enumerated() {
      if position > 0 { console.write("") }
      console.write(
        "\(position + 1). " + console.bold(result.title) + "  "
          + console.dim("(\(result.kind.rawValue) \(result.id))"))
      var headings = result.headingPath.dropLast()
      if headings.first == result.skill.title { headings = headings.dropFirst() }
      let path = ([result.skill.title] + headings).joined(separator: " › ")
      console.write("   " + path)
      console.write(
        "   "
          + console.dim(
            "\(result.source.path):\(result.source.startLine)-\(result.source.endLine)  ~\(result.tokens) tokens"
          ))
      if let reason = result.unavailableReason {
        console.write("   " + console.yellow("unavailable: \(reason)"))
      }
      for line in preview(of: result.text) { console.write("   │ " + line) }
      if result.truncated == true {
        console.write("   " + console.dim("(shortened to fit --max-tokens)"))
      }
    }
  }

  /// The first few non-blank lines after the heading.
  private func preview(of text: String) -> [String] {
    let lines = text.split(separator: "\n").map(String.init)
    let body = lines.first?.hasPrefix("#") == true ? Array(lines.dropFirst()) : lines
    return Array(body.filter { !$0.allSatisfy(\.isWhitespace) }.prefix(previewLines)).map {
      $0.count > 110 ? String($0.prefix(109)) + "…" : $0
    }
  }
}
