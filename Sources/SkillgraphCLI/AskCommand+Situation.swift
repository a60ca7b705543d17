import Skillgraph

extension AskCommand {
  /// The tree for `ask`: the one `named`, else the one `described` leads to, else the main
  /// tree; with what the description settles there. When the description fits no tree,
  /// `tree` is nil and `unmatched` says why (the menu of trees is offered instead).
  func situationTree(
    _ described: String, named: String?, graph: KnowledgeGraph, engine: DecisionEngine
  ) throws(SkillgraphError) -> (tree: DecisionTree?, reading: SituationReading?, unmatched: String?)
  {
    let reader = SituationReader(graph: graph, folders: content.resolvedFolders)
    let searchIndex = { SearchIndex.noting(folders: content.resolvedFolders, indexPath: index) }
    guard !described.isEmpty, named == nil else {
      let tree: DecisionTree
      do { tree = try engine.tree(withID: named) } catch { throw .decision(error) }
      guard !described.isEmpty else { return (tree, nil, nil) }
      do {
        let reading = try SituationMatch.reading(
          described, in: tree, index: searchIndex(), reader: reader)
        return (tree, reading, nil)
      } catch {
        throw .index(error)
      }
    }
    let match: SituationMatch
    do {
      match = try SituationMatch.decision(
        described, graph: graph, index: searchIndex(), reader: reader)
    } catch {
      throw .index(error)
    }
    guard let tree = match.tree else {
      let failure = SkillgraphError.noTreeFits(
        described, match: match, trees: graph.decisionTrees, listingTrees: false)
      return (nil, nil, CommandFailure.message(for: failure))
    }
    return (tree, match.reading, nil)
  }

  /// Asks which tree to walk, `first` (the main tree) first and highlighted.
  static func chooseTree(
    among all: [DecisionTree], first: DecisionTree?, prompt: TerminalPrompt
  ) throws(SessionStop) -> DecisionTree? {
    let trees = (first.map { [$0] } ?? []) + all.filter { $0.id != first?.id }
    return try SymptomCatalog.choose(among: trees, title: "Which decision?", prompt: prompt)
  }
}
