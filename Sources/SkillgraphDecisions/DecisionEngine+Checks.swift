import SkillgraphModel

extension DecisionEngine {
  /// The fewest checks a run holds to be listed: one check is the question itself.
  static let fewestChecks = 2

  /// The run of yes/no checks that `question` starts, when it starts one of at least
  /// `fewestChecks`: each check's answer that leads to an outcome while the other
  /// leads on. A check that the answers, facts or description settle as passing is left out.
  /// The run stops at a question that is not such a check, which it then asks (`thenAsk`), or
  /// at a check whose answers both end, listed with both (which of them is the finding, the
  /// tree does not say).
  func checks(
    from question: DecisionQuestion, answers: [String: String], facts: DecisionFacts
  ) throws(DecisionError) -> CheckRun? {
    guard question.kind == .yesNo else { return nil }
    var checks: [CheckRun.Check] = []
    var thenAsk: DecisionAnswer.Reference?
    var current: DecisionQuestion? = question
    var seen = Set<String>()
    func check(_ question: DecisionQuestion, _ option: DecisionOption) -> CheckRun.Check {
      CheckRun.Check(
        question: .init(id: question.id, text: question.text),
        answer: .init(id: option.id, text: option.text),
        outcome: Self.outcome(after: option) ?? option.text)
    }
    while let next = current, seen.insert(next.id).inserted {
      current = nil
      guard next.kind == .yesNo, next.options.count == 2 else {
        thenAsk = .init(id: next.id, text: next.text)
        break
      }
      let ends = next.options.filter { Self.outcome(after: $0) != nil }
      let goesOn = next.options.filter { option in
        if case .question = option.next { return true }
        return false
      }
      let settled = try choose(in: next, answers: answers, facts: facts)
      if ends.count == 2 {
        if case .option = settled { break }
        checks += ends.map { check(next, $0) }
        break
      }
      guard ends.count == 1, goesOn.count == 1, case .question(let following) = goesOn[0].next
      else {
        thenAsk = .init(id: next.id, text: next.text)
        break
      }
      current = following
      if case .option(let chosen, _, _, _) = settled, chosen.id == goesOn[0].id { continue }
      checks.append(check(next, ends[0]))
    }
    guard Set(checks.map(\.question.id)).count >= Self.fewestChecks else { return nil }
    return CheckRun(checks: checks, thenAsk: thenAsk)
  }

  /// The text of the outcome an option leads to directly (a check with nothing below it is its
  /// own finding), or nil when it leads to another question.
  private static func outcome(after option: DecisionOption) -> String? {
    switch option.next {
    case .outcome(let outcome): outcome.text
    case .question: nil
    case nil: option.text
    }
  }
}
