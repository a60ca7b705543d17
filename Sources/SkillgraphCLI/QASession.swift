import Skillgraph

/// How an interactive walk ended, with the engine's last answer.
enum SessionEnding {
  /// An outcome was reached (or chosen among the candidates).
  case outcome(DecisionAnswer)
  /// The user quit at the candidates that "not sure" or "none of these" left.
  case candidates(DecisionAnswer)
  /// The user quit (`q`) at a question.
  case stopped(DecisionAnswer)
  /// The input closed while a question was open.
  case inputClosed(DecisionAnswer)
  /// Ctrl-C.
  case interrupted(DecisionAnswer)
}

/// Walks a decision tree with a person, one question at a time, through the decision engine: the
/// answers are a dictionary that the engine walks again after every key. Back removes the
/// previous answer (later answers stay and apply again when the walk reaches them).
struct QASession {
  let engine: DecisionEngine
  let tree: DecisionTree
  let facts: DecisionFacts
  let prompt: TerminalPrompt
  /// Whether an outcome that links one skill with a tree goes on in that tree.
  let followsLinks: Bool
  /// The tree the walk is in: `tree`, or a tree reached through a link.
  private(set) var current: DecisionTree
  /// The answers so far: question ID → option ID.
  private(set) var answers: [String: String]
  /// The option to highlight when a question comes up: suggested by the answers file, or the
  /// answer given before going back.
  var suggestions: [String: String]
  /// What happened, as Markdown list items, for the transcript.
  private(set) var log: [String] = []
  /// Where each answer not given at the prompt came from ("the answers file").
  private var origins: [String: String]
  private var shownPath: [DecisionAnswer.Step] = []
  private var justAnswered: String?

  /// A session starting from `answers` (those given by the answers file are marked so).
  init(
    engine: DecisionEngine, tree: DecisionTree, facts: DecisionFacts, prompt: TerminalPrompt,
    answers: [String: String], suggestions: [String: String], answerOrigin: String,
    origins: [String: String] = [:], followsLinks: Bool = false
  ) {
    self.engine = engine
    self.tree = tree
    self.current = tree
    self.followsLinks = followsLinks
    self.facts = facts
    self.prompt = prompt
    self.answers = answers
    self.suggestions = suggestions
    self.origins = answers.mapValues { _ in answerOrigin }.merging(origins) { $1 }
  }

  /// Asks until an outcome is reached or the user stops; a bad pre-answer is thrown at once.
  mutating func run() throws(DecisionError) -> SessionEnding {
    var decision = try walk()
    while true {
      announceSettledSteps(of: decision)
      do {
        let ending: SessionEnding?
        switch decision.status {
        case .outcome: ending = .outcome(decision)
        case .question: ending = try ask(decision)
        case .candidates: ending = try offerCandidates(decision)
        }
        if let ending { return ending }
      } catch {
        switch error {
        case .inputClosed:
          log.append("The input closed before the question was answered.")
          return .inputClosed(decision)
        case .interrupted:
          log.append("Interrupted.")
          return .interrupted(decision)
        }
      }
      decision = try walk()
    }
  }

  /// Walks from the start with the answers so far, through links when asked to.
  private mutating func walk() throws(DecisionError) -> DecisionAnswer {
    let decision = try engine.decide(
      tree: tree, answers: answers, facts: facts, followingLinks: followsLinks)
    if decision.tree.id != current.id { current = try engine.tree(withID: decision.tree.id) }
    return decision
  }

  private mutating func ask(_ decision: DecisionAnswer) throws(SessionStop) -> SessionEnding? {
    guard let question = decision.question else { return .stopped(decision) }
    let menu = menu(for: question)
    switch try prompt.choose(menu) {
    case .option(let index):
      let option = menu.options[index]
      answers[question.id] = option.id
      origins[question.id] = "your earlier answer"
      justAnswered = question.id
      log.append("**\(question.text)** → \(option.label)")
    case .command(.back):
      guard let step = decision.path.last(where: { $0.settledBy == "answer" }) else {
        prompt.say(prompt.dim("Nothing to go back to: this is the first question you can answer."))
        break
      }
      goBack(to: step.question.id, text: step.question.text)
    case .command(.explain):
      log.append("Asked where **\(question.text)** comes from.")
      explain(questionID: question.id)
      // NB: the menu comes back with the option the user had highlighted, not the first.
      if let index = prompt.highlightAtCommand, menu.options.indices.contains(index) {
        suggestions[question.id] = menu.options[index].id
      }
    case .command(.notSure):
      answers[question.id] = DecisionEngine.notSureOption
      justAnswered = question.id
      log.append("**\(question.text)** → Not sure")
    case .command(.quit):
      log.append("Stopped at **\(question.text)**.")
      return .stopped(decision)
    }
    return nil
  }

  private mutating func offerCandidates(_ decision: DecisionAnswer) throws(SessionStop)
    -> SessionEnding?
  {
    // NB: the same recommendation can sit at several leaves; offer each text once.
    var seen = Set<String>()
    let candidates = (decision.candidates ?? []).filter { seen.insert($0.title).inserted }
    let question = decision.separatedBy?.text ?? ""
    if candidates.isEmpty {
      prompt.say(
        "None of the options of “\(question)” fits: this tree has no recommendation for that.")
      if let advice = decision.advice { prompt.say(advice) }
    } else {
      prompt.say(
        "Not sure about “\(question)”: \(candidates.count) outcomes remain; its answer separates them."
      )
    }
    let menu = PromptMenu(
      title: candidates.isEmpty ? "Go back or quit?" : "Choose one to see it in full:",
      options: candidates.map { .init(label: MarkdownLinkText.labels($0.title), id: $0.id) },
      defaultIndex: 0,
      commands: [.back, .explain, .quit])
    switch try prompt.choose(menu) {
    case .option(let index):
      var chosen = decision
      chosen.status = .outcome
      chosen.outcome = candidates[index]
      chosen.candidates = nil
      log.append("Chose the candidate **\(candidates[index].title)**.")
      return .outcome(chosen)
    case .command(.explain):
      if let id = decision.separatedBy?.id { explain(questionID: id) }
    case .command(.quit):
      log.append("Stopped at the candidates.")
      return .candidates(decision)
    default:
      if let separating = decision.separatedBy {
        goBack(to: separating.id, text: separating.text)
      }
    }
    return nil
  }

  private mutating func goBack(to questionID: String, text: String) {
    if let previous = answers[questionID], previous != DecisionEngine.notSureOption,
      previous != DecisionEngine.noneOption
    {
      suggestions[questionID] = previous
    }
    answers.removeValue(forKey: questionID)
    if let index = shownPath.firstIndex(where: { $0.question.id == questionID }) {
      shownPath.removeSubrange(index...)
    }
    log.append("Went back to **\(text)**.")
    prompt.say(prompt.dim("← back to: \(text)"))
  }

  /// Tells which steps were settled without asking (facts, the answers file, kept answers).
  private mutating func announceSettledSteps(of decision: DecisionAnswer) {
    var common = 0
    while common < min(shownPath.count, decision.path.count),
      shownPath[common] == decision.path[common]
    {
      common += 1
    }
    for step in decision.path.dropFirst(common) where step.question.id != justAnswered {
      if step.settledBy == "link" {
        prompt.say(prompt.dim("→ \(step.question.text) leads on to “\(step.answer.text)”"))
        log.append("**\(step.question.text)** leads on to the tree “\(step.answer.text)”.")
        continue
      }
      let reason =
        if let fact = step.project {
          "settled by the project: \(fact.key) = \(fact.value) in \(fact.place)"
        } else if step.settledBy.hasPrefix("fact:") {
          "settled by the fact \(step.settledBy.dropFirst(5))"
        } else {
          "from \(origins[step.question.id] ?? "an earlier answer")"
        }
      prompt.say(prompt.dim("✓ \(step.question.text) \(step.answer.text)  (\(reason))"))
      log.append("**\(step.question.text)** → \(step.answer.text) _(\(reason))_")
    }
    shownPath = decision.path
    justAnswered = nil
  }
}
