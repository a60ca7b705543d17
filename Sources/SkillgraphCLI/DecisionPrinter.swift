import Foundation
import Skillgraph

/// Prints a decision for a person: the next question, or the recommendation with its reasons.
struct DecisionPrinter {
  let console: Console
  /// Whether the path is printed first; an interactive session has shown every step already.
  var printsPath = true
  /// Whether every alternative is printed; otherwise those of the last question answered, and
  /// how many others there are.
  var verbose = false
  /// The skill whose anchors the links of the decision's texts name.
  private var skill: String?
  /// What the description in words settled and left open, when one was given.
  private var situation: SituationSummary?

  init(console: Console, printsPath: Bool = true, verbose: Bool = false) {
    self.console = console
    self.printsPath = printsPath
    self.verbose = verbose
  }

  func print(
    _ decision: DecisionAnswer, rendered: RenderedSet?, situation: SituationSummary? = nil
  ) {
    var printer = self
    printer.skill = decision.tree.id.components(separatedBy: "/tree-").first
    printer.situation = situation
    printer.render(decision, rendered: rendered)
  }

  /// Names the tree a description chose, and the words that named it, if any.
  func chosenTree(_ tree: DecisionAnswer.Reference, words: [String]) {
    let named = words.isEmpty ? "" : ", from your words (“\(words.joined(separator: "”, “"))”)"
    write(console.dim("Tree: \(tree.text) (\(tree.id))\(named); --tree ID for another"))
  }

  /// Names the main tree, started when neither a tree nor a description chose one.
  func mainTree(_ tree: DecisionAnswer.Reference) {
    write(
      console.dim(
        "Tree: \(tree.text) (\(tree.id)), the main tree; --tree ID or --situation WORDS for "
          + "another (catalog --kind trees lists them)"))
  }

  private func render(_ decision: DecisionAnswer, rendered: RenderedSet?) {
    for step in decision.path where printsPath {
      write("\(step.question.text) \(console.bold(step.answer.text))\(source(of: step))")
    }
    switch decision.status {
    case .question:
      guard let question = decision.question else { return }
      write(console.bold(question.text))
      // NB: the question is asked because the words name more than one answer; saying which,
      // and by which words, narrows the choice to those.
      let named = situation?.competing.first { $0.question == question.id }?.options ?? []
      if !named.isEmpty {
        write(console.dim("  Your words name more than one answer:"))
        for option in named {
          let text = question.options.first { $0.id == option.id }?.text ?? option.id
          let words = option.words.map { "“\($0)”" }.joined(separator: ", ")
          write(console.dim("    \(words): \(text)"), indent: 6)
        }
      }
      for option in question.options {
        write("  --answer \(question.id)=\(option.id)   \(option.text)", indent: 4)
      }
      if let run = decision.checks { printChecks(run) }
    case .outcome:
      guard let outcome = decision.outcome else { return }
      printRecommendation(outcome, path: decision.path)
      if let advice = decision.advice { write(advice) }
    case .candidates:
      console.write(
        console.bold("Candidates") + " (separated by: \(decision.separatedBy?.text ?? ""))")
      for candidate in decision.candidates ?? [] {
        write("  - \(candidate.title)", indent: 4)
      }
      if let advice = decision.advice { write(advice) }
    }
    for file in rendered?.files ?? [] {
      console.write(console.bold("// ==== \(file.path) ===="))
      console.write(file.contents)
    }
  }

  private func printRecommendation(_ outcome: Recommendation, path: [DecisionAnswer.Step]) {
    console.write("")
    write(console.bold("Recommendation: \(outcome.title)"))
    // NB: the engine's reasons end with the answers given; those are the path, shown once, so
    // "Why" keeps what the content says about the choice.
    let answered = Set(path.map { "\($0.question.text) \($0.answer.text)" })
    section("Why", outcome.why.filter { !answered.contains($0) })
    if let pattern = outcome.pattern {
      // NB: what the pattern needs (Info.plist entries, capabilities, versions) is shown
      // without --verbose: the recommendation does not work without it.
      section(
        "Pattern",
        ["\(pattern.title) (\(pattern.id))"]
          + (pattern.availability.map { ["Availability: \($0)"] } ?? []))
      if verbose {
        section("Key points", pattern.keyPoints)
      } else if !pattern.keyPoints.isEmpty {
        write(console.dim("  + \(pattern.keyPoints.count) key points (--verbose)"), indent: 4)
      }
    }
    if let template = outcome.template { section("Template", ["skillgraph render \(template)"]) }
    let shown = verbose ? outcome.alternatives : outcome.nearestAlternatives(after: path)
    section("Alternatives", Self.alternatives(shown))
    if shown.count < outcome.alternatives.count {
      write(
        console.dim(
          "  + \(outcome.alternatives.count - shown.count) more after other answers (--verbose)"),
        indent: 4)
    }
    section("Verify", Self.distinct(outcome.checklist))
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

  /// A run of checks, one a line: the check, the answer that ends the walk, and its outcome (a
  /// last check that ends both ways, with both).
  private func printChecks(_ run: CheckRun) {
    write(console.bold("Checks from here, in order") + " (the answer that ends here → outcome)")
    var lines: [(id: String, text: String)] = []
    for check in run.checks {
      let answer = "\(check.answer.text) → \(check.outcome)"
      if lines.last?.id == check.question.id {
        lines[lines.count - 1].text += "; \(answer)"
      } else {
        lines.append((check.question.id, "\(check.question.text) \(answer)"))
      }
    }
    for (number, line) in lines.enumerated() { write("  \(number + 1). \(line.text)", indent: 5) }
    if let question = run.thenAsk { write("  Every check passes → \(question.text)", indent: 4) }
  }

  /// Each alternative on one line: the outcome, then the answer that leads there.
  static func alternatives(_ alternatives: [Recommendation.Alternative]) -> [String] {
    alternatives.map { alternative in
      let via = alternative.via
      return "\(alternative.outcome.text)  (answer “\(via.answer.text)” to “\(via.question.text)”)"
    }
  }

  /// `lines` without repeats (compared without case and extra spaces), in order.
  static func distinct(_ lines: [String]) -> [String] {
    var seen = Set<String>()
    return lines.filter { line in
      seen.insert(line.lowercased().split(separator: " ").joined(separator: " ")).inserted
    }
  }

  /// How a step was settled, when not by an answer given: the fact, or the words of the
  /// description.
  private func source(of step: DecisionAnswer.Step) -> String {
    switch step.settledBy {
    case "answer": return ""
    case DecisionEngine.situationSource:
      let words = (step.words ?? []).map { "“\($0)”" }.joined(separator: ", ")
      return console.dim("  (from your words: \(words))")
    case DecisionEngine.projectSource:
      guard let fact = step.project else { return console.dim("  (from the project)") }
      return console.dim("  (from the project: \(fact.key) = \(fact.value) in \(fact.place))")
    default: return console.dim("  (\(step.settledBy))")
    }
  }

  /// Writes `text` with its Markdown links as text, wrapped to the output's width (lines after
  /// the first indented by `indent`).
  private func write(_ text: String, indent: Int = 0) {
    let plain = MarkdownLinkText.plain(text, skill: skill)
    guard let width = console.width else { return console.write(plain) }
    for line in plain.split(separator: "\n", omittingEmptySubsequences: false) {
      let lead = line.prefix { $0 == " " }.count
      let hanging = max(indent, lead) - lead
      let wrapped = TextWrap.lines(
        String(line.dropFirst(lead)), width: width - lead, indent: hanging)
      wrapped.forEach { console.write(String(repeating: " ", count: lead) + $0) }
    }
  }

  private func section(_ title: String, _ lines: [String]) {
    guard !lines.isEmpty else { return }
    write(console.bold(title))
    lines.forEach { write("  - \($0)", indent: 4) }
  }
}
