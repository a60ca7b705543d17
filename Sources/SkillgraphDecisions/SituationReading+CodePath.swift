package import SkillgraphModel

extension SituationReading {
  /// Answers the yes/no checks on the way to a question of codes that the description settles
  /// by a code ("Code=2", "0xdead10cc"): a pasted error says which of the codes it is, and the
  /// checks the tree makes before it ("Testing in the Simulator?", "Identifier in
  /// BGTaskSchedulerPermittedIdentifiers?") are what the code has already told. Each such check
  /// takes the answer that leads to the question, with the code's words. Not when a check on
  /// the way is settled otherwise or named both ways, or is a choice among options rather than
  /// a yes/no check.
  package mutating func settlePath(toCodesIn tree: DecisionTree) {
    let coded = answers.filter { $0.value.words.contains(where: Self.isCode) }
    for (questionID, settled) in coded.sorted(by: { $0.key < $1.key }) {
      guard let path = Self.path(to: questionID, from: tree.root), !path.isEmpty else { continue }
      let outcome = Self.outcomeText(of: settled.optionID, in: tree.root, question: questionID)
      let outcomeNames = Self.names(in: outcome, fromTheStart: true)
      guard
        path.allSatisfy({ step in
          step.question.kind == .yesNo && !ambiguous.contains(step.question.id)
            && (answers[step.question.id].map { $0.optionID == step.optionID } ?? true)
            && Self.names(in: step.question.text).isDisjoint(with: outcomeNames)
        })
      else { continue }
      for step in path where answers[step.question.id] == nil {
        answers[step.question.id] = Settled(optionID: step.optionID, words: settled.words)
        ambiguous.removeAll { $0 == step.question.id }
        competing[step.question.id] = nil
        named[step.question.id] = nil
      }
    }
  }

  /// The names a text writes with capitals ("Simulator", "UIBackgroundModes"), lowercased: an
  /// API name anywhere, another capitalized word after the first (which a sentence starts
  /// with) unless `fromTheStart`. A check whose names the code's outcome names too may be what
  /// the code reports (Code=1 is what the Simulator gives, Code=3 a missing Info.plist entry):
  /// it is not answered for the code.
  private static func names(in text: String, fromTheStart: Bool = false) -> Set<String> {
    let words = text.split { !$0.isLetter && !$0.isNumber }
    var names: Set<String> = []
    for (index, word) in words.enumerated() {
      let inner = word.dropFirst().contains(where: \.isUppercase)
      if inner || ((index > 0 || fromTheStart) && word.first?.isUppercase == true) {
        names.insert(word.lowercased())
      }
    }
    return names
  }

  /// The text of the outcome that option `optionID` of question `id` leads to, if any.
  private static func outcomeText(of optionID: String, in node: DecisionNode, question id: String)
    -> String
  {
    var text = ""
    node.forEachNode { node in
      guard case .question(let question) = node, question.id == id,
        let option = question.options.first(where: { $0.id == optionID }),
        case .outcome(let outcome) = option.next
      else { return }
      text = outcome.text
    }
    return text
  }

  /// The questions from `node` down to the question `id`, each with the option that leads on;
  /// nil when `id` is not below `node`.
  private static func path(to id: String, from node: DecisionNode)
    -> [(question: DecisionQuestion, optionID: String)]?
  {
    guard case .question(let question) = node else { return nil }
    if question.id == id { return [] }
    for option in question.options {
      guard let next = option.next, let rest = path(to: id, from: next) else { continue }
      return [(question, option.id)] + rest
    }
    return nil
  }
}
