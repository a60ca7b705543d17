extension DecisionTreeBuilder {
  /// The decision node for a `dot` graph, walked from its root; a cycle ends in an outcome that
  /// points back, and a graph that fans out too far stops expanding after `budget` nodes.
  mutating func node(forGraph graph: DotGraph, budget: Int = 2_000) -> DecisionNode? {
    guard var current = graph.root, graph.nodes[current] != nil else { return nil }
    // NB: a start node with one unlabelled edge is a title, not a question.
    let first = graph.outgoing(current)
    if first.count == 1, first[0].label == nil, !graph.outgoing(first[0].to).isEmpty {
      current = first[0].to
    }
    var remaining = budget
    return node(for: current, in: graph, path: [], remaining: &remaining)
  }

  private mutating func node(
    for id: String, in graph: DotGraph, path: Set<String>, remaining: inout Int
  ) -> DecisionNode {
    let vertex = graph.nodes[id]!
    remaining -= 1
    let edges = graph.outgoing(id)
    if edges.isEmpty || remaining <= 0 {
      return .outcome(outcome([vertex.label], line: vertex.line))
    }
    let isYesNo = edges.allSatisfy { Self.yesNoAnswer($0.label ?? "") != nil }
    var optionIDs = UniqueNames()
    var options: [DecisionOption] = []
    for edge in edges {
      let text = edge.label ?? graph.nodes[edge.to]!.label
      let next: DecisionNode
      if path.contains(edge.to) || edge.to == id {
        let target = graph.nodes[edge.to]!
        next = .outcome(outcome([target.label], line: edge.line, loopsBackTo: target.label))
      } else {
        next = node(for: edge.to, in: graph, path: path.union([id]), remaining: &remaining)
      }
      let base = isYesNo ? Self.yesNoAnswer(text)! : Slug.identifier(text, fallback: "option")
      options.append(
        DecisionOption(
          id: optionIDs.claim(base), text: text, guardCondition: GuardParser.parse(text),
          next: next,
          line: edge.line))
    }
    return .question(
      makeQuestion(
        text: vertex.label, kind: isYesNo ? .yesNo : .multipleChoice, options: options,
        line: vertex.line))
  }
}
