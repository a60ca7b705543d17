extension DotGraph {
  /// Whether node `id` asks: a diamond, a label ending in `?`, or edges answering it YES or NO.
  package func asks(_ id: String) -> Bool {
    guard let node = nodes[id] else { return false }
    return node.shape == "diamond" || DecisionSignals.asks(node.label)
      || outgoing(id).contains { DecisionTreeBuilder.yesNoAnswer($0.label ?? "") != nil }
  }

  /// Whether the graph is a process or a state machine rather than a decision: an edge leads
  /// back to a node that asks nothing (a step or a state) on its way, or two steps come before
  /// the first question. A decision may loop back to a question ("Did the retry succeed? no → start").
  package var isProcess: Bool {
    guard let root else { return false }
    var steps = 0
    var current = root
    var seen: Set<String> = [root]
    // NB: a step is a node that asks nothing and goes on by one unlabelled edge; a labelled
    // edge is an answer, and where it starts a choice is made.
    while !asks(current), outgoing(current).count == 1, let edge = outgoing(current).first,
      edge.label?.isEmpty ?? true, seen.insert(edge.to).inserted
    {
      steps += 1
      current = edge.to
    }
    if steps >= 2 { return true }
    return loopsBackToAStep(from: root)
  }

  /// Whether a walk from `root` meets an edge back to a node on its path that asks nothing.
  private func loopsBackToAStep(from root: String) -> Bool {
    // NB: an explicit stack, so that a deep graph cannot exhaust the thread's stack.
    var onPath: Set<String> = []
    var done: Set<String> = []
    var stack: [(id: String, next: Int)] = [(root, 0)]
    onPath.insert(root)
    while let top = stack.last {
      let (id, next) = top
      let edges = outgoing(id)
      guard next < edges.count else {
        stack.removeLast()
        onPath.remove(id)
        done.insert(id)
        continue
      }
      stack[stack.count - 1].next += 1
      let target = edges[next].to
      if onPath.contains(target) {
        if !asks(target) { return true }
      } else if !done.contains(target) {
        onPath.insert(target)
        stack.append((target, 0))
      }
    }
    return false
  }
}
