import SkillgraphDecisions
import SkillgraphModel
import SkillgraphSearch
import SkillgraphTemplates

extension SkillgraphService {
  /// Walks a decision tree with the answers and facts of `request`: the next question (with
  /// every question still to be asked), the recommendation, or the candidates left.
  public func decide(_ request: DecideRequest) throws(SkillgraphError) -> DecideAnswer {
    let graph = try graph()
    let catalog = try templateCatalog()
    if request.target != nil, request.project == nil {
      throw .targetWithoutProject
    }
    var project = try request.project.map { path throws(SkillgraphError) in
      try projectFacts(at: path, target: request.target)
    }
    var engine = DecisionEngine(graph: graph, catalog: catalog)
    let (chosen, reading) = try tree(for: request, engine: engine, graph: graph)
    engine.situation = reading
    engine.projectFacts = project?.facts ?? []
    let stated: DecisionFacts
    let decision: DecisionAnswer
    do {
      stated = try DecisionFacts(request.facts)
      decision = try engine.decide(
        tree: chosen, answers: request.answers, facts: stated,
        followingLinks: request.followsLinks)
    } catch {
      throw .decision(error)
    }
    var rendered: RenderedSet?
    if !request.templateVariables.isEmpty, let id = decision.outcome?.template, let catalog {
      do {
        rendered = try catalog.set(withID: id).render(request.templateVariables)
      } catch {
        throw SkillgraphError.template(error, given: request.templateVariables)
      }
    }
    if let summary = project, let outcome = decision.outcome {
      project = try addingFindings(to: summary, concerning: outcome)
    }
    // NB: the template's variables come with the recommendation, so that rendering it takes
    // one more call and no look-up of what it takes.
    let template = rendered == nil ? decision.outcome?.template : nil
    // NB: the sections an outcome links hold the fix it names ("Register at launch
    // ([Registration](#registration-checks))"), as `diagnose` gives them.
    let sections = decision.outcome.map { engine.links(of: $0, in: chosen) }
    return DecideAnswer(
      reply: DecisionReply(
        decision: decision, rendered: rendered,
        sections: sections?.isEmpty == false ? sections : nil,
        situation: reading.map { SituationSummary($0, tree: chosen) }, project: project,
        template: template.flatMap { try? catalog?.set(withID: $0) }.map(OutcomeTemplate.init)),
      unusedFacts: engine.uncoveredFacts(stated, in: chosen)
        + uncoveredProjectFacts(project, given: request.facts, engine: engine, tree: chosen))
  }

  /// The warnings of `uncoveredFacts` for the project's measured facts (the deployment target)
  /// that no fact given overrides, saying where the value came from.
  private func uncoveredProjectFacts(
    _ project: ProjectSummary?, given: [String: String], engine: DecisionEngine,
    tree: DecisionTree
  ) -> [String] {
    let measured = (project?.facts ?? []).filter {
      ["ios", "duration", "size"].contains($0.name) && given[$0.name] == nil
    }
    guard !measured.isEmpty,
      let facts = try? DecisionFacts(
        Dictionary(measured.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a }))
    else { return [] }
    let sources = measured.map { "\($0.key) in \($0.place)" }.joined(separator: ", ")
    return engine.uncoveredFacts(facts, in: tree).map { "\($0) (from the project: \(sources))" }
  }

  /// The tree named by `request.tree`, else the one its situation leads to (with what the
  /// situation settles there), else the main tree; an error naming the trees when no tree fits
  /// the situation.
  private func tree(
    for request: DecideRequest, engine: DecisionEngine, graph: KnowledgeGraph
  ) throws(SkillgraphError) -> (DecisionTree, SituationReading?) {
    guard let situation = request.situation, !situation.isEmpty else {
      return (try Self.tree(request.tree, engine: engine), nil)
    }
    let reader = SituationReader(graph: graph, folders: contentFolders)
    if request.tree != nil {
      let named = try Self.tree(request.tree, engine: engine)
      do {
        return (
          named,
          try SituationMatch.reading(situation, in: named, index: searchIndex, reader: reader)
        )
      } catch {
        throw SkillgraphError.index(error)
      }
    }
    let match: SituationMatch
    do {
      match = try SituationMatch.decision(
        situation, graph: graph, index: searchIndex, reader: reader)
    } catch {
      throw SkillgraphError.index(error)
    }
    guard let found = match.tree, let reading = match.reading else {
      throw SkillgraphError.noTreeFits(situation, match: match, trees: graph.decisionTrees)
    }
    return (found, reading)
  }

  /// The tree of `id` (the main tree when nil).
  private static func tree(_ id: String?, engine: DecisionEngine) throws(SkillgraphError)
    -> DecisionTree
  {
    do {
      return try engine.tree(withID: id)
    } catch {
      throw .decision(error)
    }
  }
}
