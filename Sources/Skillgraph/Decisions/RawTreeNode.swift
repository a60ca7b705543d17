/// A node of a drawn or graphed tree as written, before it is read as questions and outcomes.
struct RawTreeNode: Hashable, Sendable {
  /// The node's text after its connector.
  let label: String
  /// The node's line in the file.
  let line: Int
  /// Text lines under the node that belong to it (wrapped text, details).
  var notes: [String] = []
  /// The children in source order.
  var children: [RawTreeNode] = []
  /// The label split at its arrows, read once.
  let parts: LabelParts
  /// The guard the label's condition expresses, read once.
  let guardCondition: GuardCondition?

  init(label: String, line: Int, notes: [String] = [], children: [RawTreeNode] = []) {
    self.label = label
    self.line = line
    self.notes = notes
    self.children = children
    parts = LabelParts(label)
    guardCondition = parts.condition.flatMap(GuardParser.parse)
  }
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
    let pieces = Self.splitAtArrows(label)
    guard pieces.count > 1 else {
      condition = label.trimmed
      targets = []
      hasEmptyTarget = false
      return
    }
    let first = pieces[0]
    condition = first.isEmpty ? nil : first
    let rest = pieces.dropFirst()
    targets = rest.filter { !$0.isEmpty }
    hasEmptyTarget = rest.contains { $0.isEmpty }
  }

  /// The trimmed pieces of `text` between arrows (`-->`, `->`, `=>`, `→`, `⟶`, `⇒`).
  static func splitAtArrows(_ text: String) -> [String] {
    var pieces: [String] = []
    var current = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      var arrowLength = 0
      if scalar == "→" || scalar == "⟶" || scalar == "⇒" {
        arrowLength = 1
      } else if scalar == "-", index + 2 < scalars.count, scalars[index + 1] == "-",
        scalars[index + 2] == ">"
      {
        arrowLength = 3
      } else if (scalar == "-" || scalar == "="), index + 1 < scalars.count,
        scalars[index + 1] == ">"
      {
        arrowLength = 2
      }
      if arrowLength > 0 {
        pieces.append(String(current).trimmed)
        current = String.UnicodeScalarView()
        index += arrowLength
      } else {
        current.append(scalar)
        index += 1
      }
    }
    pieces.append(String(current).trimmed)
    return pieces
  }

  /// Whether `text` contains an arrow.
  static func hasArrow(_ text: String) -> Bool {
    text.containsBytes("→") || text.containsBytes("->") || text.containsBytes("=>")
      || text.containsBytes("⟶")
      || text.containsBytes("⇒")
  }
}
