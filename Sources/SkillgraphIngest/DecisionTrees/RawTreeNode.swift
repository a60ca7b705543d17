package import SkillgraphModel
import SkillgraphSupport

/// A node of a drawn or graphed tree as written, before it is read as questions and outcomes.
package struct RawTreeNode: Hashable, Sendable {
  /// The node's text after its connector.
  package let label: String
  /// The node's line in the file.
  package let line: Int
  /// Text lines under the node that belong to it (wrapped text, details).
  package var notes: [String] = []
  /// The children in source order.
  package var children: [RawTreeNode] = []
  /// The label split at its arrows, read once.
  package let parts: LabelParts
  /// The guard the label's condition expresses, read once.
  package let guardCondition: GuardCondition?

  package init(label: String, line: Int, notes: [String] = [], children: [RawTreeNode] = []) {
    self.label = label
    self.line = line
    self.notes = notes
    self.children = children
    parts = LabelParts(label)
    guardCondition = parts.condition.flatMap(GuardParser.parse)
  }
}

/// A label split at its arrows: `condition → target → target`.
package struct LabelParts: Hashable, Sendable {
  /// The text before the first arrow; nil when the label starts with an arrow.
  package var condition: String?
  /// The texts after each arrow, in order, without empty ones.
  package var targets: [String]
  /// Whether an arrow was written with nothing after it.
  package var hasEmptyTarget: Bool

  package init(_ label: String) {
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

  /// The trimmed pieces of `text` between arrows (`-->`, `->`, `=>`, `→`, `⟶`, `⇒`, and a rule
  /// ending in `>`: `──>`, so that `Yes──> B` reads as `Yes → B`).
  package static func splitAtArrows(_ text: String) -> [String] {
    // NB: on the UTF-8 bytes: an arrow's bytes can only occur as that arrow (UTF-8 is
    // self-synchronising), and building scalar arrays for every label was a measurable cost.
    var text = text
    return text.withUTF8 { bytes in
      var pieces: [String] = []
      var start = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        var arrowLength = 0
        if byte == 0xE2, let length = Self.ruleArrowLength(bytes, at: index) {
          arrowLength = length
        } else if byte == 0xE2, index + 2 < bytes.count,
          bytes[index + 1] == 0x86 && bytes[index + 2] == 0x92  // →
            || bytes[index + 1] == 0x9F && bytes[index + 2] == 0xB6  // ⟶
            || bytes[index + 1] == 0x87 && bytes[index + 2] == 0x92  // ⇒
        {
          arrowLength = 3
        } else if byte == UInt8(ascii: "-"), index + 2 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] == UInt8(ascii: ">")
        {
          arrowLength = 3
        } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "="), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: ">")
        {
          arrowLength = 2
        }
        if arrowLength > 0 {
          pieces.append(Self.piece(bytes[start..<index]))
          index += arrowLength
          start = index
        } else {
          index += 1
        }
      }
      pieces.append(Self.piece(bytes[start..<bytes.count]))
      return pieces
    }
  }

  /// The text of one piece, trimmed of spaces and of the rules of a `──Label──>` arrow.
  private static func piece(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    let text = String(decoding: bytes, as: UTF8.self).trimmed
    guard text.containsBytes("─") || text.containsBytes("━") else { return text }
    return text.trimmingCharacters(in: "─━ ")
  }

  /// The length in bytes of a rule arrow (`─` or `━` repeated, then `>`) at `index`, if any.
  private static func ruleArrowLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    var end = index
    while end + 2 < bytes.count, bytes[end] == 0xE2, bytes[end + 1] == 0x94,
      bytes[end + 2] == 0x80 || bytes[end + 2] == 0x81
    {
      end += 3
    }
    guard end > index, end < bytes.count, bytes[end] == UInt8(ascii: ">") else { return nil }
    return end + 1 - index
  }

  /// Whether `text` contains an arrow.
  package static func hasArrow(_ text: String) -> Bool {
    text.containsBytes("→") || text.containsBytes("->") || text.containsBytes("=>")
      || text.containsBytes("⟶")
      || text.containsBytes("⇒") || text.containsBytes("─>") || text.containsBytes("━>")
  }
}
