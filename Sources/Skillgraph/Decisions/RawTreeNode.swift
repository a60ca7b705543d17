/// A node of a drawn or graphed tree as written, before it is read as questions and outcomes.
struct RawTreeNode: Hashable, Sendable {
  /// The node's text after its connector.
  var label: String
  /// The node's line in the file.
  var line: Int
  /// Text lines under the node that belong to it (wrapped text, details).
  var notes: [String] = []
  /// The children in source order.
  var children: [RawTreeNode] = []
}

/// A label split at its arrows: `condition → target → target`.
struct LabelParts: Hashable, Sendable {
  /// The text before the first arrow; nil when the label starts with an arrow.
  var condition: String?
  /// The texts after each arrow, in order, without empty ones.
  var targets: [String]
  /// Whether an arrow was written with nothing after it.
  var hasEmptyTarget: Bool

  init(_ label: String) {
    guard Self.hasArrow(label) else {
      condition = label.trimmed
      targets = []
      hasEmptyTarget = false
      return
    }
    let pieces = label.split(separator: Self.arrow, omittingEmptySubsequences: false).map {
      String($0).trimmed
    }
    let first = pieces.first ?? ""
    condition = first.isEmpty && pieces.count > 1 ? nil : first
    let rest = pieces.dropFirst()
    targets = rest.filter { !$0.isEmpty }
    hasEmptyTarget = rest.contains { $0.isEmpty }
  }

  /// Arrows between a condition and its target: `→`, `-->`, `->`, `=>`, `⟶`.
  nonisolated(unsafe) static let arrow = /\s*(?:-->|->|=>|→|⟶|⇒)\s*/

  /// Whether `text` contains an arrow.
  static func hasArrow(_ text: String) -> Bool {
    (text.contains("→") || text.contains("->") || text.contains("=>") || text.contains("⟶")
      || text.contains("⇒")) && text.contains(arrow)
  }
}
