/// A run of yes/no checks in a decision tree, as a diagnostic tree writes them: each check has
/// one answer that finds the cause, with its fix, and one that leads to the next check; the
/// last may end both ways, and is listed with both.
public struct CheckRun: Encodable, Hashable, Sendable {
  /// One check: the question, the answer that finds the cause, and the fix.
  public struct Check: Encodable, Hashable, Sendable {
    /// The question.
    public var question: DecisionAnswer.Reference
    /// The answer that finds the cause.
    public var finding: DecisionAnswer.Reference
    /// The outcome that answer leads to: the fix.
    public var fix: String

    /// A value with every stored property given.
    package init(question: DecisionAnswer.Reference, finding: DecisionAnswer.Reference, fix: String)
    {
      self.question = question
      self.finding = finding
      self.fix = fix
    }

    private enum CodingKeys: String, CodingKey {
      case question
      case condition = "if"
      case fix
    }

    /// One short line in JSON: the question's text, the answer in the form `decide` takes it
    /// (`QUESTION-ID=OPTION-ID`), and the fix.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(question.text, forKey: .question)
      try container.encode("\(question.id)=\(finding.id)", forKey: .condition)
      try container.encode(fix, forKey: .fix)
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
