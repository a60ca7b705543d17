import SkillgraphSupport

/// A request the decision engine cannot answer: thrown, with a readable message.
public enum DecisionError: Error, Hashable, Sendable, CustomStringConvertible {
  case noTree(String)
  case unknownTree(String, known: [String])
  case unknownQuestion(String, known: [String])
  case unknownOption(question: String, option: String, known: [String])
  case badFact(name: String, value: String, rule: String)
  case unknownFact(String, known: [String])
  /// Following `skills/x.md` links led back to a tree already walked.
  case cycle([String])

  /// The message shown to people.
  public var description: String {
    switch self {
    case .noTree(let scope): "no decision tree in \(scope)"
    case .unknownTree(let id, let known):
      "no decision tree '\(id)'; "
        + ClosestNames(known).suggestion(for: id, noun: "trees", whereListed: "`catalog`")
    case .unknownQuestion(let id, let known):
      known.filter({ $0.hasPrefix(id) }).count > 1
        ? "'\(id)' begins the IDs of several questions of this tree: "
          + "\(known.filter { $0.hasPrefix(id) }.joined(separator: ", ")); give more of the one meant"
        : "no question '\(id)' in this tree; questions: \(known.joined(separator: ", "))"
    case .unknownOption(let question, let option, let known):
      "question '\(question)' has no option '\(option)'; options: \(known.joined(separator: ", "))"
    case .badFact(let name, let value, let rule): "fact '\(name)': '\(value)' \(rule)"
    case .cycle(let trees):
      "following skill links goes round in a cycle: \(trees.joined(separator: " → "))"
    case .unknownFact(let name, let known):
      "unknown fact '\(name)'; facts: ios, duration, size, or a question or option ID (\(known.prefix(8).joined(separator: ", "))\(known.count > 8 ? ", ..." : ""))"
    }
  }
}
