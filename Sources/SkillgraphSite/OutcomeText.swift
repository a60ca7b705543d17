package import SkillgraphModel

/// The Markdown links written inside a decision outcome's text, `[label](destination)`.
package enum OutcomeText {
  /// The text with each link replaced by its label, and the links in order.
  package static func split(_ text: String) -> (
    text: String, links: [(label: String, destination: String)]
  ) {
    var plain = ""
    var links: [(String, String)] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "[") {
      guard let close = rest[open...].firstIndex(of: "]"),
        rest.index(after: close) < rest.endIndex, rest[rest.index(after: close)] == "(",
        let end = rest[close...].firstIndex(of: ")")
      else { break }
      plain += rest[..<open]
      let label = String(rest[rest.index(after: open)..<close])
      let destination = String(rest[rest.index(close, offsetBy: 2)..<end])
      plain += label
      links.append((label, destination))
      rest = rest[rest.index(after: end)...]
    }
    plain += rest
    return (plain, links)
  }
}

extension DecisionTree {
  /// The title as a heading: without the box-drawing or ASCII connectors a drawn root may keep.
  package var displayTitle: String {
    let connectors = Set("┌┐└┘├┤│─┬┴┼+|`\\-> ")
    let trimmed = String(title.drop { connectors.contains($0) })
    return trimmed.isEmpty ? "Decision tree \(id)" : trimmed
  }
}
