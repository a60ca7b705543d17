public import SkillgraphModel

extension DecisionEngine {
  /// The most links one walk follows: past it, the walk stops at the outcome that links on and
  /// says so in `advice`.
  public static let maximumLinkHops = 64

  /// Walks `tree`; when it ends at an outcome that links exactly one skill with a decision tree
  /// (a router's `skills/x.md`), walks on in that skill's main tree with the same answers and
  /// facts, for up to `maximumLinkHops` links. The path records each hop as a step settled by
  /// `link`; a hop back to a tree already walked is a `cycle` error.
  public func decide(
    tree: DecisionTree, answers: [String: String], facts: DecisionFacts, followingLinks: Bool
  ) throws(DecisionError) -> DecisionAnswer {
    guard followingLinks else { return try decide(tree: tree, answers: answers, facts: facts) }
    // NB: the trees, their skills and the visited IDs are looked up in tables made once, and
    // the trees passed through are walked without composing a recommendation (which reads the
    // skill's patterns, checklists and warnings): each hop costs its own tree, not the graph.
    let targets = LinkTargets(graph: graph)
    var visited = [tree]
    var visitedIDs: Set = [tree.id]
    var path: [DecisionAnswer.Step] = []
    var current = tree
    var answer = try walk(tree: tree, answers: answers, facts: facts, recommending: false)
    var advice: String?
    while answer.status == .outcome, let outcome = answer.outcome,
      let next = linkedTree(of: outcome, in: current, targets: targets)
    {
      guard visitedIDs.insert(next.id).inserted else {
        throw .cycle(visited.map(\.id) + [next.id])
      }
      guard visited.count <= Self.maximumLinkHops else {
        advice =
          "stopped following links after \(Self.maximumLinkHops) hops: this outcome links on to "
          + "\(next.id); walk on with --tree \(next.id)"
        break
      }
      path +=
        answer.path + [
          DecisionAnswer.Step(
            question: .init(id: outcome.id, text: outcome.title),
            answer: .init(id: next.id, text: next.title), settledBy: "link")
        ]
      visited.append(next)
      current = next
      answer = try walk(tree: next, answers: answers, facts: facts, recommending: false)
    }
    try validate(answers: answers, facts: facts, in: visited)
    answer = try walk(tree: current, answers: answers, facts: facts)
    answer.path = path + answer.path
    if let advice { answer.advice = advice }
    return answer
  }

  /// The main tree of the one skill an outcome links to, if it links exactly one with a tree.
  private func linkedTree(
    of outcome: Recommendation, in tree: DecisionTree, targets: LinkTargets
  ) -> DecisionTree? {
    let source = tree.root.outcomes.first { $0.id == outcome.id }
    let skills = Set(
      (source?.links ?? []).compactMap { link -> String? in
        let resolved = resolve(link: link, from: tree.skillID)
        return resolved.kind == .skill ? resolved.targetID : nil
      })
    guard skills.count == 1, let skill = skills.first else { return nil }
    return targets.mainTree(ofSkill: skill)
  }
}
