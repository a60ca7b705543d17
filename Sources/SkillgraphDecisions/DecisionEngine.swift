public import SkillgraphModel
public import SkillgraphTemplates

/// Walks a decision tree with answers and facts; never prompts.
public struct DecisionEngine: Sendable {
  /// The graph the trees come from.
  public let graph: KnowledgeGraph
  /// The templates recommendations link to, if any.
  public let catalog: TemplateCatalog?
  /// What a description in words settles: asked after the answers and facts given, before
  /// the questions are asked.
  public var situation: SituationReading?
  /// The facts read from the developer's project: asked after the answers and facts given,
  /// before the description in words.
  public var projectFacts: [ProjectFact] = []

  /// Creates an engine over `graph`.
  public init(graph: KnowledgeGraph, catalog: TemplateCatalog? = nil) {
    self.graph = graph
    self.catalog = catalog
  }

  /// The answer an option ID of its own: "none of these". No option of the content has it
  /// (`DecisionOption.reservedIDs`).
  public static let noneOption = DecisionOption.noneOfTheseID
  /// How a step settled by the description in words is marked (`settledBy`).
  public static let situationSource = "situation"
  /// How a step settled by a fact of the developer's project is marked (`settledBy`).
  public static let projectSource = "project"
  /// The answer an option ID of its own: "not sure" (explore every branch).
  public static let notSureOption = DecisionOption.notSureID

  /// The tree with `id`, or the main tree: the first tree under a "decision" heading of a
  /// discipline skill, else the first tree.
  public func tree(withID id: String?) throws(DecisionError) -> DecisionTree {
    if let id {
      guard let tree = graph.decisionTrees.first(where: { $0.id == id }) else {
        throw .unknownTree(id, known: graph.decisionTrees.map(\.id))
      }
      return tree
    }
    let sections = Dictionary(
      graph.sections.map { ($0.id, $0.title.lowercased()) }, uniquingKeysWith: { a, _ in a })
    let main = graph.decisionTrees.first { tree in
      graph.skill(withID: tree.skillID)?.type == .discipline
        && (sections[tree.sectionID]?.contains("decision") ?? false)
    }
    guard let tree = main ?? graph.decisionTrees.first else { throw .noTree("the loaded content") }
    return tree
  }

  /// Walks `tree` as far as `answers` (question ID → option ID) and `facts` allow.
  public func decide(
    tree: DecisionTree, answers: [String: String], facts: DecisionFacts
  ) throws(DecisionError) -> DecisionAnswer {
    try validate(answers: answers, facts: facts, in: [tree])
    return try walk(tree: tree, answers: answers, facts: facts)
  }

  /// Walks `tree` without checking that every answer and fact names something in it;
  /// `recommending: false` gives each outcome its ID and title only (a tree passed through).
  package func walk(
    tree: DecisionTree, answers: [String: String], facts: DecisionFacts, recommending: Bool = true
  ) throws(DecisionError) -> DecisionAnswer {
    func recommendation(for outcome: DecisionOutcome, path: [DecisionAnswer.Step])
      -> Recommendation
    {
      guard recommending else {
        return Recommendation(
          id: outcome.id, title: outcome.text, taskType: "", why: [], alternatives: [],
          checklist: [], warnings: [], source: [])
      }
      return self.recommendation(for: outcome, in: tree, path: path)
    }
    let answers = expanded(answers, in: tree)
    var path: [DecisionAnswer.Step] = []
    var node = tree.root
    let treeReference = DecisionAnswer.Reference(id: tree.id, text: tree.title)
    while case .question(let question) = node {
      switch try choose(in: question, answers: answers, facts: facts) {
      case .ask:
        var answer = DecisionAnswer(
          status: .question, tree: treeReference, path: path, question: prompt(for: question))
        answer.remaining = try remainingQuestions(from: question, answers: answers, facts: facts)
        answer.checks = try checks(from: question, answers: answers, facts: facts)
        return answer
      case .noneOfThese, .notSure:
        var outcomes: [DecisionOutcome] = []
        if case .notSure = try choose(in: question, answers: answers, facts: facts) {
          // NB: one recommendation reached by several branches (the same text under two
          // answers) is listed once.
          var seen = Set<String>()
          outcomes = question.options.flatMap { $0.next?.outcomes ?? [] }.filter {
            seen.insert($0.text.lowercased()).inserted
          }
        }
        var answer = DecisionAnswer(
          status: .candidates, tree: treeReference, path: path,
          candidates: outcomes.map { recommendation(for: $0, path: path) },
          separatedBy: prompt(for: question))
        if outcomes.isEmpty { answer.advice = noneOfTheseAdvice(in: tree) }
        return answer
      case .option(let chosen, let settledBy, let words, let project):
        path.append(
          DecisionAnswer.Step(
            question: .init(id: question.id, text: question.text),
            answer: .init(id: chosen.id, text: chosen.text), settledBy: settledBy, words: words,
            project: project))
        // NB: a check with nothing below it is its own finding.
        node =
          chosen.next
          ?? .outcome(
            DecisionOutcome(
              id: chosen.id, text: chosen.text, steps: [chosen.text], patternNumbers: [], links: [],
              line: chosen.line, loopsBackTo: nil))
      }
    }
    guard case .outcome(let outcome) = node else {
      preconditionFailure("the walk ends at an outcome")
    }
    return DecisionAnswer(
      status: .outcome, tree: treeReference, path: path,
      outcome: recommendation(for: outcome, path: path))
  }

  /// `question` and the questions below it still to be asked: every branch of a question to
  /// ask, the chosen branch of one that answers or facts settle.
  private func remainingQuestions(
    from question: DecisionQuestion, answers: [String: String], facts: DecisionFacts
  ) throws(DecisionError) -> [DecisionAnswer.Prompt] {
    var prompts: [DecisionAnswer.Prompt] = []
    var seen = Set<String>()
    var queue = [question]
    while !queue.isEmpty {
      let next = queue.removeFirst()
      guard seen.insert(next.id).inserted else { continue }
      var branches: [DecisionOption] = []
      switch try choose(in: next, answers: answers, facts: facts) {
      case .ask:
        prompts.append(prompt(for: next))
        branches = next.options
      case .option(let chosen, _, _, _):
        branches = [chosen]
      case .noneOfThese, .notSure:
        branches = []
      }
      for option in branches {
        if case .question(let below) = option.next { queue.append(below) }
      }
    }
    return prompts
  }

  /// How a question is settled.
  enum Choice {
    case ask
    case option(
      DecisionOption, settledBy: String, words: [String]? = nil, project: ProjectFact? = nil)
    case noneOfThese
    case notSure
  }

  /// The choice for `question`: answered, settled by a fact, or ask.
  func choose(
    in question: DecisionQuestion, answers: [String: String], facts: DecisionFacts
  ) throws(DecisionError) -> Choice {
    if let answer = answers[question.id] {
      if answer == Self.noneOption { return .noneOfThese }
      if answer == Self.notSureOption { return .notSure }
      guard let option = question.options.first(where: { $0.id == answer }) else {
        throw .unknownOption(
          question: question.id, option: answer,
          known: question.options.map(\.id) + [Self.noneOption, Self.notSureOption])
      }
      return .option(option, settledBy: "answer")
    }
    if let (option, fact) = settledByGuard(question, facts: facts) {
      return .option(option, settledBy: "fact:\(fact)")
    }
    if let value = facts.named[question.id] {
      guard let option = question.options.first(where: { $0.id == value }) else {
        throw .unknownOption(
          question: question.id, option: value, known: question.options.map(\.id))
      }
      return .option(option, settledBy: "fact:\(question.id)")
    }
    if let option = question.options.first(where: { Self.isTrue(facts.named[$0.id]) }) {
      return .option(option, settledBy: "fact:\(option.id)")
    }
    if let (option, fact) = settledByProject(question) {
      return .option(option, settledBy: Self.projectSource, project: fact)
    }
    return described(question)
  }

  /// The choice the description settles for `question`: an option it names, else a guard its
  /// facts settle; else ask.
  private func described(_ question: DecisionQuestion) -> Choice {
    guard let situation else { return .ask }
    if let settled = situation.answers[question.id],
      let option = question.options.first(where: { $0.id == settled.optionID })
    {
      return .option(option, settledBy: Self.situationSource, words: settled.words)
    }
    let stated = situation.facts.mapValues(\.value)
    if let facts = try? DecisionFacts(stated),
      let (option, name) = settledByGuard(question, facts: facts),
      let fact = situation.facts[name]
    {
      return .option(option, settledBy: Self.situationSource, words: [fact.words])
    }
    return .ask
  }

  /// The option a fact of the project settles, as a fact given would: a guard its value
  /// falls in (the deployment target for an iOS question), or a question or option it names.
  private func settledByProject(_ question: DecisionQuestion) -> (DecisionOption, ProjectFact)? {
    guard !projectFacts.isEmpty else { return nil }
    let byName = Dictionary(projectFacts.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    let measured = byName.filter { ["ios", "duration", "size"].contains($0.key) }
    if let facts = try? DecisionFacts(measured.mapValues(\.value)),
      let (option, name) = settledByGuard(question, facts: facts), let fact = byName[name]
    {
      return (option, fact)
    }
    if let fact = byName[question.id],
      let option = question.options.first(where: { $0.id == fact.value })
    {
      return (option, fact)
    }
    // NB: a question whose ID holds a fact's name as whole words asks for that fact
    // ("is-the-app-built-on-the-swiftui-app-life-cycle" and `swiftui-app-life-cycle`); its
    // option is the one whose ID is the fact's value (`yes`, `no`).
    for fact in projectFacts where ("-" + question.id + "-").contains("-" + fact.name + "-") {
      if let option = question.options.first(where: { $0.id == fact.value }) {
        return (option, fact)
      }
    }
    for option in question.options {
      if let fact = byName[option.id], Self.isTrue(fact.value) { return (option, fact) }
    }
    return nil
  }

  private static func isTrue(_ value: String?) -> Bool {
    guard let value else { return false }
    return ["yes", "true", "1", "y"].contains(value.lowercased())
  }

  /// The option a fact settles: the guard containing the fact's value; else, between the
  /// guards, the nearest one the value can still take (45 s is not "≤ 30 seconds" but is
  /// "several minutes"; iOS 16 takes "before iOS 16", not "iOS 17+"); else the nearest one.
  private func settledByGuard(_ question: DecisionQuestion, facts: DecisionFacts) -> (
    DecisionOption, String
  )? {
    let guarded = question.options.compactMap { option in
      option.guardCondition.map { (option: option, condition: $0) }
    }
    guard let first = guarded.first?.condition, guarded.count == question.options.count,
      guarded.allSatisfy({ $0.condition.factName == first.factName }),
      let value = facts.value(for: first)
    else { return nil }
    if let inside = guarded.first(where: { $0.condition.distance(to: value) == 0 }) {
      return (inside.option, first.factName)
    }
    let admitting = guarded.filter { $0.condition.admitsFromOutside(value) }
    let best = (admitting.isEmpty ? guarded : admitting).min { left, right in
      left.condition.distance(to: value) < right.condition.distance(to: value)
    }
    return best.map { ($0.option, first.factName) }
  }

  package func prompt(for question: DecisionQuestion) -> DecisionAnswer.Prompt {
    DecisionAnswer.Prompt(
      id: question.id, text: question.text, kind: question.kind,
      options: Self.ordered(question).map { .init(id: $0.id, text: $0.text) }
        + [
          .init(id: Self.noneOption, text: "None of these"),
          .init(id: Self.notSureOption, text: "Not sure"),
        ],
      line: question.line)
  }

  /// Checks that every answered question and every named fact exists in one of `trees`.
  package func validate(
    answers: [String: String], facts: DecisionFacts, in trees: [DecisionTree]
  ) throws(DecisionError) {
    var questionIDs: [String] = []
    var optionIDs = Set<String>()
    for tree in trees {
      tree.root.forEachNode { node in
        guard case .question(let question) = node else { return }
        questionIDs.append(question.id)
        question.options.forEach { optionIDs.insert($0.id) }
      }
    }
    // NB: a set, so that checking many answers against the many trees of a long walk along
    // links stays linear.
    let known = Set(questionIDs)
    for question in answers.keys.sorted()
    where !known.contains(question)
      && questionIDs.filter({ $0.hasPrefix(question) }).count != 1
    {
      throw .unknownQuestion(question, known: questionIDs)
    }
    for name in facts.named.keys.sorted()
    where !known.contains(name) && !optionIDs.contains(name) {
      throw .unknownFact(name, known: questionIDs)
    }
  }
}
