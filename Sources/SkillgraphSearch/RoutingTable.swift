/// A unit that routes rather than answers: most of its lines are the rows of a table whose cells
/// point at other documents ("| SwiftUI layout | see skills/layout.md |"), the table a suite's
/// router keeps to say which skill to read. It ranks below the sections that answer, unless the
/// question asks where to look.
package enum RoutingTable {
  /// Whether `text` is mostly a table whose rows mostly point at other documents.
  package static func routes(_ text: String) -> Bool {
    var lines = 0
    var rows: [Substring] = []
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      guard !trimmed.isEmpty else { continue }
      lines += 1
      guard trimmed.hasPrefix("|") else { continue }
      if trimmed.allSatisfy({ "|-: ".contains($0) }) { continue }
      rows.append(trimmed)
    }
    let body = rows.dropFirst()
    guard body.count >= minimumRows, Double(rows.count) >= tableShare * Double(lines) else {
      return false
    }
    let pointing = body.filter { row in references.contains { row.contains($0) } }.count
    return Double(pointing) >= pointingShare * Double(body.count)
  }

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
