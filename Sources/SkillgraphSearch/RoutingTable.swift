import Foundation

/// A unit that routes rather than answers: most of its lines are the rows of a table whose cells
/// point at other documents ("| SwiftUI layout | see skills/layout.md |"), the table a suite's
/// router keeps to say which skill to read, or the items of a list of links (a table of
/// contents, "- [Formatting](#formatting)"), which repeats the headings of what it points at.
/// It ranks below the sections that answer, unless the question asks where to look.
package enum RoutingTable {
  /// Whether `text` is mostly a table or a list whose rows mostly point at other documents or
  /// other sections.
  package static func routes(_ text: String) -> Bool {
    var lines = 0
    var rows: [Substring] = []
    var items: [Substring] = []
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard !trimmed.isEmpty else { continue }
      lines += 1
      if trimmed.hasPrefix("|") {
        if trimmed.allSatisfy({ "|-: ".contains($0) }) { continue }
        rows.append(trimmed)
      } else if isListItem(trimmed) {
        items.append(trimmed)
      }
    }
    let body = rows.dropFirst()
    if body.count >= minimumRows, Double(rows.count) >= tableShare * Double(lines) {
      let pointing = body.filter { row in references.contains { row.contains($0) } }.count
      return Double(pointing) >= pointingShare * Double(body.count)
    }
    // NB: a list routes only when its items are links and little else: "- [Formatting]
    // (#formatting)" points, "- Use [`submit`](#submit) before the handler returns" answers.
    guard items.count >= minimumRows, Double(items.count) >= tableShare * Double(lines) else {
      return false
    }
    let pointing = items.filter(isLinkItem).count
    return Double(pointing) >= pointingShare * Double(items.count)
  }

  /// Whether `line` is a list item: `- `, `* `, `+ ` or a number and `. ` or `) `.
  private static func isListItem(_ line: Substring) -> Bool {
    if line.hasPrefix("- ") || line.hasPrefix("* ") || line.hasPrefix("+ ") { return true }
    let digits = line.prefix { $0.isASCII && $0.isNumber }
    let rest = line.dropFirst(digits.count)
    return !digits.isEmpty && (rest.hasPrefix(". ") || rest.hasPrefix(") "))
  }

  /// Whether a list item is a link and little more: it starts with one (after its marker) and
  /// holds at most `linkItemWords` words besides the link's own text.
  private static func isLinkItem(_ line: Substring) -> Bool {
    let item = line.drop { $0 != " " }.drop { $0 == " " }
    guard item.hasPrefix("["), let close = item.range(of: "]("),
      let end = item[close.upperBound...].firstIndex(of: ")")
    else { return false }
    let after = item[item.index(after: end)...]
    return after.split(whereSeparator: \.isWhitespace).count <= linkItemWords
  }

  /// The most words a link item may hold after its link (" — the basics").
  static let linkItemWords = 8

  /// How a row points at another document: a Markdown link, a path to a Markdown file, a skill
  /// invocation.
  static let references = ["](", ".md", "/skill "]
  /// The fewest rows below the header for a table to route.
  static let minimumRows = 3
  /// The share of the unit's lines the table's rows must make.
  static let tableShare = 0.5
  /// The share of the rows that must point elsewhere.
  static let pointingShare = 0.6
  /// How much a routing unit's score is kept.
  package static let prior = 0.5

  /// Words of a question that asks where to look: then a routing table is an answer.
  package static let lookingWords: Set<String> = [
    "skill", "skills", "route", "routes", "routing", "router", "guide", "guides", "where",
  ]
}
