import Skillgraph

/// Prints a decision for a person: the next question, or the recommendation with its reasons.
struct DecisionPrinter {
  let console: Console
  /// Whether the path is printed first; an interactive session has shown every step already.
  var printsPath = true

  func print(_ decision: DecisionAnswer, rendered: RenderedSet?) {
    for step in decision.path where printsPath {
      let via = step.settledBy == "answer" ? "" : console.dim("  (\(step.settledBy))")
      console.write("\(step.question.text) \(console.bold(step.answer.text))\(via)")
    }
    switch decision.status {
    case .question:
      guard let question = decision.question else { return }
      console.write(console.bold(question.text))
      for option in question.options {
        console.write("  --answer \(question.id)=\(option.id)   \(option.text)")
      }
    case .outcome:
      guard let outcome = decision.outcome else { return }
      printRecommendation(outcome, path: decision.path)
      if let advice = decision.advice { console.write(advice) }
    case .candidates:
      console.write(
        console.bold("Candidates") + " (separated by: \(decision.separatedBy?.text ?? ""))")
      for candidate in decision.candidates ?? [] {
        console.write("  - \(candidate.title)")
      }
      if let advice = decision.advice { console.write(advice) }
    }
    for file in rendered?.files ?? [] {
      console.write(console.bold("// ==== \(file.path) ===="))
      console.write(file.contents)
    }
  }

  private func printRecommendation(_ outcome: Recommendation, path: [DecisionAnswer.Step]) {
    console.write("")
    console.write(console.bold("Recommendation: \(outcome.title)"))
    // NB: the engine's reasons end with the answers given; those are the path, shown once, so
    // "Why" keeps what the content says about the choice.
    let answered = Set(path.map { "\($0.question.text) \($0.answer.text)" })
    section("Why", outcome.why.filter { !answered.contains($0) })
    if let pattern = outcome.pattern { section("Pattern", ["\(pattern.title) (\(pattern.id))"]) }
    if let template = outcome.template { section("Template", ["skillgraph render \(template)"]) }
    section("Alternatives", Self.alternatives(outcome.alternatives))
    section("Verify", outcome.checklist)
    section(
      "Watch out",
      outcome.warnings.map { warning in
        [
          warning.title, warning.reality.map { "Reality: \($0)" },
          warning.pushBack.map { "Say: \($0)" },
        ]
        .compactMap { $0 }.joined(separator: "\n    ")
      })
  }

  /// The alternatives grouped by the answer that leads to them, each answer with its question:
  /// `If you answer “NO” to “Handler registered ...?”:` and the outcomes below it.
  static func alternatives(_ alternatives: [Recommendation.Alternative]) -> [String] {
    var groups: [(key: String, lines: [String])] = []
    for alternative in alternatives {
      let via = alternative.via
      let key = "If you answer “\(via.answer.text)” to “\(via.question.text)”:"
      if let index = groups.firstIndex(where: { $0.key == key }) {
        groups[index].lines.append(alternative.outcome.text)
      } else {
        groups.append((key, [alternative.outcome.text]))
      }
    }
    return groups.map { group in
      ([group.key] + group.lines).joined(separator: "\n      ")
    }
  }

  private func section(_ title: String, _ lines: [String]) {
    guard !lines.isEmpty else { return }
    console.write(console.bold(title))
    lines.forEach { console.write("  - \($0)") }
  }
}
