import Skillgraph

/// Prints a decision for a person: the next question, or the recommendation with its reasons.
struct DecisionPrinter {
  let console: Console

  func print(_ decision: DecisionAnswer, rendered: RenderedSet?) {
    for step in decision.path {
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
      printRecommendation(outcome)
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

  private func printRecommendation(_ outcome: Recommendation) {
    console.write("")
    console.write(console.bold("Recommendation: \(outcome.title)"))
    section("Why", outcome.why)
    if let pattern = outcome.pattern { section("Pattern", ["\(pattern.title) (\(pattern.id))"]) }
    if let template = outcome.template { section("Template", ["skillgraph render \(template)"]) }
    section(
      "Alternatives",
      outcome.alternatives.map {
        "\($0.outcome.text)  (if you answer: \($0.via.answer.text))"
      })
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

  private func section(_ title: String, _ lines: [String]) {
    guard !lines.isEmpty else { return }
    console.write(console.bold(title))
    lines.forEach { console.write("  - \($0)") }
  }
}
