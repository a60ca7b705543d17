public import SkillgraphModel
import SkillgraphSearch
import SkillgraphTemplates

extension DecisionEngine {
  /// Walks `tree`; when it ends at an outcome that links exactly one skill with a decision tree
  /// (a router's `skills/x.md`), walks on in that skill's main tree with the same answers and
  /// facts. The path records each hop as a step settled by `link`; a hop back to a tree already
  /// walked is a `cycle` error.
  public func decide(
    tree: DecisionTree, answers: [String: String], facts: DecisionFacts, followingLinks: Bool
  ) throws(DecisionError) -> DecisionAnswer {
    guard followingLinks else { return try decide(tree: tree, answers: answers, facts: facts) }
    var visited = [tree]
    var path: [DecisionAnswer.Step] = []
    var answer = try walk(tree: tree, answers: answers, facts: facts)
    while answer.status == .outcome, let outcome = answer.outcome,
      let next = linkedTree(of: outcome, in: visited.last!)
    {
      guard !visited.contains(where: { $0.id == next.id }) else {
        throw .cycle(visited.map(\.id) + [next.id])
      }
      path +=
        answer.path + [
          DecisionAnswer.Step(
            question: .init(id: outcome.id, text: outcome.title),
            answer: .init(id: next.id, text: next.title), settledBy: "link")
        ]
      visited.append(next)
      answer = try walk(tree: next, answers: answers, facts: facts)
    }
    try validate(answers: answers, facts: facts, in: visited)
    answer.path = path + answer.path
    return answer
  }

  /// The main tree of the one skill an outcome links to, if it links exactly one with a tree.
  private func linkedTree(of outcome: Recommendation, in tree: DecisionTree) -> DecisionTree? {
    let source = tree.root.outcomes.first { $0.id == outcome.id }
    let skills = Set(
      (source?.links ?? []).compactMap { link -> String? in
        let resolved = resolve(link: link, from: tree.skillID)
        return resolved.kind == .skill ? resolved.targetID : nil
      })
    guard skills.count == 1, let skill = skills.first else { return nil }
    let trees = graph.decisionTrees.filter { $0.skillID == skill }
    let sections = Set(
      graph.sections.filter { $0.title.lowercased().contains("decision") }.map(\.id))
    return trees.first { sections.contains($0.sectionID) } ?? trees.first
  }
}
