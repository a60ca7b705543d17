extension DecisionNode {
  /// Calls `visit` on this node and every node below it, depth first, in source order.
  public func forEachNode(_ visit: (DecisionNode) -> Void) {
    var stack: [DecisionNode] = [self]
    while let node = stack.popLast() {
      visit(node)
      if case .question(let question) = node {
        stack.append(contentsOf: question.options.reversed().compactMap(\.next))
      }
    }
  }

  /// The outcomes below this node, in source order.
  public var outcomes: [DecisionOutcome] {
    var result: [DecisionOutcome] = []
    forEachNode { node in
      if case .outcome(let outcome) = node { result.append(outcome) }
    }
    return result
  }
}
