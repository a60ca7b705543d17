import Skillgraph
import SkillgraphSupport

/// Prints search results for a person: title, heading path, source and a few lines, from the
/// line that matches the question best; or each result's whole text as the answer holds it
/// (the unit whole, or the passages chosen within the budget).
struct QueryPrinter {
  let console: Console
  /// Whether each result's text is shown as the answer holds it, not as a preview.
  var showsWholeText = false
  /// How many lines of each result's text a preview shows.
  var previewLines = 4

  func print(_ response: SearchResponse) {
    if response.confidence == .low {
      console.write(
        console.yellow(
          "The content does not seem to cover this question: the results below hold little of it."
        ))
      console.write("")
    }
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
      let lines =
        showsWholeText ? body(of: result.text) : preview(of: result.text, for: response.query)
      for line in lines { console.write(line.isEmpty ? "   │" : "   │ " + line) }
      if result.cut {
        console.write(
          "   " + console.dim("(passages that match; `skillgraph show \(result.id)` has it whole)"))
      }
    }
  }

  /// A few lines of text after the heading: from the line holding the most of the question's
  /// words, marked `…` when lines before it are left out, or the first lines when no line holds
  /// any (a long section shows the part that matched, not its opening). Lines that show nothing
  /// (blank, a table's `|---|` row, a code fence's marks) are left out, and a long line is cut
  /// after a whole word.
  private func preview(of text: String, for question: String) -> [String] {
    let lines = text.split(separator: "\n").map(String.init)
    let body = (lines.first?.hasPrefix("#") == true ? Array(lines.dropFirst()) : lines).filter {
      !Self.showsNothing($0)
    }
    let start = MatchingLine.position(in: body, for: question) ?? 0
    return body[start...].prefix(previewLines).enumerated().map { offset, line in
      let shown = TextCut.atWord(line, limit: 110)
      return offset == 0 && start > 0 ? "… " + shown : shown
    }
  }

  /// Every line of `text` after its heading (the result's title), blank lines between blocks
  /// kept, none at the start or the end.
  private func body(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.first?.hasPrefix("#") == true { lines.removeFirst() }
    while lines.first?.trimmingSpaces.isEmpty == true { lines.removeFirst() }
    while lines.last?.trimmingSpaces.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// Whether `line` shows no text: blank, a table's delimiter row, or a code fence's marks.
  static func showsNothing(_ line: String) -> Bool {
    let trimmed = line.drop { $0.isWhitespace }
    if trimmed.isEmpty { return true }
    if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { return true }
    return trimmed.contains("-") && trimmed.allSatisfy { "|-: \t".contains($0) }
  }
}
