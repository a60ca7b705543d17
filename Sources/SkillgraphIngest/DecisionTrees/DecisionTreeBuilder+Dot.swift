package import SkillgraphModel
import SkillgraphSupport

extension DecisionTreeBuilder {
  /// The decision node for a `dot` graph, walked from its root.
  ///
  /// Each graph node is read once: a node reached again from elsewhere (a graph where paths
  /// meet) is the same question or outcome, shared, not a copy per path. An edge back to a
  /// node on the current path (a cycle) ends in an outcome that points back. Past the limits
  /// on depth and on outcomes (questions count too; see `DecisionTreeLimits`), an edge ends in
  /// an outcome naming its target, and one `decision-tree-limit` warning says so.
  package mutating func node(forGraph graph: DotGraph) -> DecisionNode? {
    guard var current = graph.root, graph.nodes[current] != nil else { return nil }
    // NB: a start node with one unlabelled edge is a title, not a question.
    let first = graph.outgoing(current)
    if first.count == 1, first[0].label == nil, !graph.outgoing(first[0].to).isEmpty {
      current = first[0].to
    }
    var walk = DotWalk(remaining: limits.outcomes)
    let root = node(for: current, in: graph, depth: 0, walk: &walk)
    if walk.passedDepth || walk.passedOutcomes {
      let what =
        walk.passedDepth
        ? "more than \(limits.depth) questions deep"
        : "more than \(limits.outcomes) questions and outcomes over all its paths"
      reportLimit(
        "dot graph is \(what); the rest ends in outcomes that name the node",
        line: graph.nodes[current]?.line ?? 1)
    }
    return root
  }

  /// What the walk of one graph has built so far.
  private struct DotWalk {
    /// Nodes (outcomes and questions) that may still be added, counted over every path.
    package var remaining: Int
    /// Nodes read, with the number of nodes over every path from each down.
    package var built: [String: (node: DecisionNode, nodes: Int)] = [:]
    /// The outcome that names a node, made once per node.
    package var references: [String: DecisionNode] = [:]
    /// The nodes from the root to the one being read.
    package var onPath: Set<String> = []
    package var passedDepth = false
    package var passedOutcomes = false
  }

  private mutating func node(
    for id: String, in graph: DotGraph, depth: Int, walk: inout DotWalk
  ) -> DecisionNode {
    if let (node, nodes) = walk.built[id] {
      if nodes <= walk.remaining {
        walk.remaining -= nodes
        return node
      }
      walk.passedOutcomes = true
      return reference(to: id, in: graph, line: graph.nodes[id]!.line, walk: &walk)
    }
    let vertex = graph.nodes[id]!
    let edges = graph.outgoing(id)
    if edges.isEmpty {
      let leaf = DecisionNode.outcome(outcome([vertex.label], line: vertex.line))
      walk.built[id] = (leaf, 1)
      walk.remaining -= 1
      return leaf
    }
    guard depth < limits.depth, walk.remaining > 0 else {
      if depth >= limits.depth { walk.passedDepth = true } else { walk.passedOutcomes = true }
      return reference(to: id, in: graph, line: vertex.line, walk: &walk)
    }
    let before = walk.remaining
    // NB: a question counts as an outcome does: a chain of one-option questions reached from
    // many places would otherwise repeat over the paths without any outcome to count.
    walk.remaining -= 1
    walk.onPath.insert(id)
    let isYesNo = edges.allSatisfy { Self.yesNoAnswer($0.label ?? "") != nil }
    var optionIDs = UniqueNames(reserving: DecisionOption.reservedIDs)
    var options: [DecisionOption] = []
    for edge in edges {
      let text = edge.label ?? graph.nodes[edge.to]!.label
      let next =
        walk.onPath.contains(edge.to)
        ? reference(to: edge.to, in: graph, line: edge.line, walk: &walk)
        : node(for: edge.to, in: graph, depth: depth + 1, walk: &walk)
      let base = isYesNo ? Self.yesNoAnswer(text)! : Slug.identifier(text, fallback: "option")
      options.append(
        DecisionOption(
          id: claimOptionID(base, text: text, line: edge.line, in: &optionIDs), text: text,
          guardCondition: GuardParser.parse(text),
          next: next, line: edge.line))
    }
    walk.onPath.remove(id)
    let question = DecisionNode.question(
      makeQuestion(
        text: vertex.label, kind: isYesNo ? .yesNo : .multipleChoice, options: options,
        line: vertex.line))
    walk.built[id] = (question, before - walk.remaining)
    return question
  }

  /// The outcome that points at `id` instead of repeating it: a cycle's way back, or what is
  /// left past a limit. One per node, so that every edge to it shares its ID.
  private mutating func reference(
    to id: String, in graph: DotGraph, line: Int, walk: inout DotWalk
  ) -> DecisionNode {
    walk.remaining -= 1
    if let made = walk.references[id] { return made }
    let target = graph.nodes[id]!
    let made = DecisionNode.outcome(
      outcome([target.label], line: line, loopsBackTo: target.label))
    walk.references[id] = made
    return made
  }
}
