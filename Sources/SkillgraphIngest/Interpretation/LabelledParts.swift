package import SkillgraphMarkdown
import SkillgraphModel

/// Reads bold-label paragraphs (`**Context**: ...`) into labelled parts.
package enum LabelledParts {
  /// One label and the text after it, up to the next label.
  package struct Part {
    package var label: String
    package var text: String

    /// A value with every stored property given.
    package init(label: String, text: String) {
      self.label = label
      self.text = text
    }
  }

  /// The label a paragraph starts with, and the text after it, if it starts with bold text.
  package static func label(of paragraph: MarkdownNode) -> (label: String, rest: String)? {
    guard case .paragraph = paragraph.kind, let first = paragraph.children.first,
      case .strong = first.kind
    else { return nil }
    var label = first.plainText.trimmed
    var rest = paragraph.children.dropFirst().map(\.plainText).joined().trimmed
    guard label.hasSuffix(":") || rest.hasPrefix(":") || rest.isEmpty || rest.hasPrefix("—")
    else { return nil }
    label = label.trimmingCharacters(in: ": ")
    rest = rest.trimmingCharacters(in: ":— \n")
    guard !label.isEmpty, label.count <= 40 else { return nil }
    return (label, rest)
  }

  /// The parts of `blocks`: each bold label with its text and the unlabelled blocks after it.
  /// List items that start with a label are parts of their own.
  package static func parse(_ blocks: [MarkdownNode]) -> [Part] {
    var parts: [Part] = []
    func append(_ text: String) {
      guard !parts.isEmpty, !text.isEmpty else { return }
      parts[parts.count - 1].text += parts[parts.count - 1].text.isEmpty ? text : "\n\(text)"
    }
    for block in blocks {
      if case .list = block.kind {
        for item in block.children {
          if let first = item.children.first, let (label, rest) = label(of: first) {
            parts.append(Part(label: label, text: rest))
            item.children.dropFirst().forEach { append($0.plainText.trimmed) }
          } else {
            append("- " + item.plainText.trimmed)
          }
        }
      } else if let (label, rest) = label(of: block) {
        parts.append(Part(label: label, text: rest))
      } else {
        append(block.plainText.trimmed)
      }
    }
    return parts
  }

  /// The text after the first bold label (in a paragraph of `blocks`) that starts with one of
  /// `labels`, lower-cased; only that paragraph, not the blocks after it.
  package static func value(of labels: [String], in blocks: [MarkdownNode]) -> String? {
    for block in blocks {
      guard let (label, rest) = label(of: block) else { continue }
      if labels.contains(where: { label.lowercased().hasPrefix($0) }) { return rest }
    }
    return nil
  }

  /// The items of the list that follows the first bold label starting with one of `labels`
  /// (`**Key points**:`), each as plain text on one line; the label's own text when no list
  /// follows it; empty when no paragraph has the label.
  package static func items(after labels: [String], in blocks: [MarkdownNode]) -> [String] {
    for (position, block) in blocks.enumerated() {
      guard let (label, rest) = label(of: block),
        labels.contains(where: { label.lowercased().hasPrefix($0) })
      else { continue }
      let next = blocks.index(after: position)
      guard next < blocks.endIndex, case .list = blocks[next].kind else {
        return rest.isEmpty ? [] : [oneLine(rest)]
      }
      return blocks[next].children.map { oneLine($0.plainText) }.filter { !$0.isEmpty }
    }
    return []
  }

  /// `text` with its runs of white space made single spaces.
  private static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
