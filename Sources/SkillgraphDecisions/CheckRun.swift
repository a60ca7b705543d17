/// A run of yes/no checks in a decision tree: each check has one answer that ends the walk (a
/// diagnostic tree's fix, a ladder's choice) and one that leads to the next check; the last may
/// end both ways, and is listed with both.
public struct CheckRun: Encodable, Hashable, Sendable {
  /// One check: the question, the answer that ends the walk, and the outcome it ends at.
  public struct Check: Encodable, Hashable, Sendable {
    /// The question.
    public var question: DecisionAnswer.Reference
    /// The answer that ends the walk.
    public var answer: DecisionAnswer.Reference
    /// The outcome that answer leads to.
    public var outcome: String

    /// A value with every stored property given.
    package init(
      question: DecisionAnswer.Reference, answer: DecisionAnswer.Reference, outcome: String
    ) {
      self.question = question
      self.answer = answer
      self.outcome = outcome
    }

    private enum CodingKeys: String, CodingKey {
      case question
      case condition = "if"
      case outcome
    }

    /// One short line in JSON: the question's text, the answer in the form `decide` takes it
    /// (`QUESTION-ID=OPTION-ID`), and the outcome.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(question.text, forKey: .question)
      try container.encode("\(question.id)=\(answer.id)", forKey: .condition)
      try container.encode(outcome, forKey: .outcome)
    }
  }

  /// The checks, in the order the tree asks them; a last check whose answers both end is
  /// listed once for each answer.
  public var checks: [Check]
  /// The question asked when every check passes, if the run stops before the tree ends.
  public var thenAsk: DecisionAnswer.Reference?

  /// A value with every stored property given.
  package init(checks: [Check], thenAsk: DecisionAnswer.Reference? = nil) {
    self.checks = checks
    self.thenAsk = thenAsk
  }
}
