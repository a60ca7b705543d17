import Foundation
package import SkillgraphDecisions
package import SkillgraphIngest
package import SkillgraphMarkdown
package import SkillgraphModel
package import SkillgraphSearch
package import SkillgraphSite
package import SkillgraphTemplates

/// A skill's description as an agent needs it: what the skill does and when to use it, within
/// the specification's 1,024 characters.
package enum SkillDescription {
  /// The longest description allowed.
  package static let maximumLength = 1_024

  /// `description` when it already says when to use the skill (it holds the word "when");
  /// otherwise with a "Use when" sentence naming `title` added. Cut at a word to 1,024
  /// characters.
  package static func make(_ description: String, title: String) -> String {
    let trimmed = description.trimmingCharacters(in: .whitespacesAndNewlines)
    var result = trimmed
    if !saysWhen(trimmed) {
      let sentence = "Use when a task involves \(title)."
      if trimmed.isEmpty {
        result = "\(title). \(sentence)"
      } else {
        let ending = trimmed.last.map { ".!?".contains($0) } ?? false
        result = trimmed + (ending ? " " : ". ") + sentence
      }
    }
    return cut(result)
  }

  /// Whether `text` holds the word "when", in any case.
  package static func saysWhen(_ text: String) -> Bool {
    text.lowercased().split { !$0.isLetter }.contains("when")
  }

  /// `text` cut at the last space before 1,024 characters, ending in "…".
  package static func cut(_ text: String) -> String {
    guard text.count > maximumLength else { return text }
    let head = text.prefix(maximumLength - 1)
    let cutPoint = head.lastIndex(of: " ") ?? head.endIndex
    return head[..<cutPoint].trimmingCharacters(in: .whitespaces) + "…"
  }
}
