import SkillgraphDecisions
import SkillgraphIngest
import SkillgraphMarkdown
import SkillgraphModel
import SkillgraphSearch
import SkillgraphSite
import SkillgraphTemplates

extension SkillgraphService {
  /// Walks a decision tree with the answers and facts of `request`: the next question (with
  /// every question still to be asked), the recommendation, or the candidates left.
  public func decide(_ request: DecideRequest) throws(CommandFailure) -> DecideAnswer {
    let graph = try graph()
    let catalog = try templateCatalog()
    do {
      let engine = DecisionEngine(graph: graph, catalog: catalog)
      let chosen = try tree(for: request, engine: engine, graph: graph)
      let stated = try DecisionFacts(request.facts)
      let decision = try engine.decide(
        tree: chosen, answers: request.answers, facts: stated,
        followingLinks: request.followsLinks)
      var rendered: RenderedSet?
      if !request.templateVariables.isEmpty, let id = decision.outcome?.template, let catalog {
        do {
          rendered = try catalog.set(withID: id).render(request.templateVariables)
        } catch {
          throw CommandFailure.template(error, given: request.templateVariables)
        }
      }
      return DecideAnswer(
        reply: DecisionReply(decision: decision, rendered: rendered),
        unusedFacts: engine.uncoveredFacts(stated, in: chosen))
    } catch let failure as CommandFailure {
      throw failure
    } catch let error as DecisionError {
      throw .decision(error)
    } catch {
      throw .usage(String(describing: error))
    }
  }

  /// The tree named by `request.tree`, else the one its situation leads to, else the main
  /// tree; an error when the content does not cover the situation.
  private func tree(
    for request: DecideRequest, engine: DecisionEngine, graph: KnowledgeGraph
  ) throws -> DecisionTree {
    if request.tree != nil, request.situation != nil {
      throw CommandFailure.usage("a tree and a situation both choose the tree: give one")
    }
    guard let situation = request.situation, !situation.isEmpty else {
      return try engine.tree(withID: request.tree)
    }
    let match: SituationMatch
    do {
      match = try SituationMatch(
        situation: situation, trees: graph.decisionTrees, index: searchIndex)
    } catch {
      throw CommandFailure.io(error.description)
    }
    // NB: words the content covers whose best results lie outside every tree (a pattern's
    // section) still ask for a decision: the main tree takes them.
    guard let found = match.tree else {
      guard match.search.confidence == .high else {
        throw CommandFailure.notFound(
          "no decision tree fits '\(situation)': the content does not seem to cover it")
      }
      return try engine.tree(withID: nil)
    }
    return found
  }
}
