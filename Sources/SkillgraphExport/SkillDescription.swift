import Foundation

/// A skill's description as an agent needs it: what the skill does and when to use it, within
/// the specification's 1,024 characters.
package enum SkillDescription {
  /// The longest description allowed.
  package static let maximumLength = 1_024

  /// `description` as it is when it is valid (not empty, at most 1,024 characters); an empty
  /// one is made from `title` with a "Use when" sentence; a long one is cut (`cut(_:)`).
  package static func make(_ description: String, title: String) -> String {
    let trimmed = description.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return cut("\(title). Use when a task involves \(title).") }
    return cut(trimmed)
  }

  /// Whether `text` holds the word "when", in any case.
  package static func saysWhen(_ text: String) -> Bool {
    text.lowercased().split { !$0.isLetter }.contains("when")
  }

  /// `text` within 1,024 characters: cut after the last whole sentence that fits, else at the
  /// last space that fits (ending in "…"); never inside a code span.
  package static func cut(_ text: String) -> String {
    guard text.count > maximumLength else { return text }
    var inCode = false
    var sentenceEnd: String.Index?
    var space: String.Index?
    var count = 0
    var index = text.startIndex
    while index < text.endIndex, count < maximumLength - 1 {
      let character = text[index]
      let next = text.index(after: index)
      if character == "`" { inCode.toggle() }
      if !inCode {
        if ".!?".contains(character), next == text.endIndex || text[next] == " " {
          sentenceEnd = next
        }
        if character == " " { space = index }
      }
      count += 1
      index = next
    }
    if let sentenceEnd, text.distance(from: text.startIndex, to: sentenceEnd) > maximumLength / 2 {
      return String(text[..<sentenceEnd])
    }
    let cutPoint = space ?? index
    return text[..<cutPoint].trimmingCharacters(in: .whitespaces) + "…"
  }
}
