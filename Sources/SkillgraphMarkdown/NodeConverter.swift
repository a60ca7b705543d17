internal import CCmarkGFM

/// Copies a cmark node tree into `MarkdownNode` values, iteratively (no recursion on depth).
struct NodeConverter {
  let lines: SourceLines
  let maximumDepth: Int
  private(set) var flattenedAt: SourcePosition?

  init(lines: SourceLines, maximumDepth: Int) {
    self.lines = lines
    self.maximumDepth = maximumDepth
  }

  mutating func convert(root: OpaquePointer) -> MarkdownNode {
    // NB: the nodes being built, outermost first; a node is finished by moving it out of this
    // array into its parent's children (no copy of its fields, no retain and release).
    var nodes: [MarkdownNode] = []
    // NB: the positions in `nodes` of the real nodes (not flattened past the depth limit),
    // innermost last: the parent a finished node is appended to, without searching.
    var reals: [Int] = []
    var current = root
    enter(current, nodes: &nodes, reals: &reals)
    while true {
      if let child = cmark_node_first_child(current) {
        current = child
        enter(current, nodes: &nodes, reals: &reals)
        continue
      }
      while true {
        let node = nodes.removeLast()
        if reals.last == nodes.count {
          reals.removeLast()
          guard let parent = reals.last, current != root else { return node }
          nodes[parent].children.append(node)
        } else if current == root {
          return node
        }
        if let next = cmark_node_next(current) {
          current = next
          enter(current, nodes: &nodes, reals: &reals)
          break
        }
        guard let parent = cmark_node_parent(current) else {
          preconditionFailure("a cmark node below the root has no parent")
        }
        current = parent
      }
    }
  }

  private mutating func enter(
    _ pointer: OpaquePointer, nodes: inout [MarkdownNode], reals: inout [Int]
  ) {
    let firstChild = cmark_node_first_child(pointer)
    let range = range(of: pointer, nodes: nodes, reals: reals)
    let kind = kind(of: pointer)
    if reals.count < maximumDepth || firstChild == nil {
      // NB: the children are counted first so that the array is allocated once.
      var children: [MarkdownNode] = []
      if var child = firstChild {
        var count = 1
        while let next = cmark_node_next(child) {
          count += 1
          child = next
        }
        children.reserveCapacity(count)
      }
      reals.append(nodes.count)
      nodes.append(MarkdownNode(kind: kind, range: range, children: children))
    } else {
      if flattenedAt == nil { flattenedAt = range.start }
      nodes.append(MarkdownNode(kind: kind, range: range))
    }
  }

  private func range(of pointer: OpaquePointer, nodes: [MarkdownNode], reals: [Int])
    -> SourceRange
  {
    let startLine = Int(cmark_node_get_start_line(pointer))
    guard startLine > 0 else {
      // NB: cmark leaves some nodes without positions: inline nodes take their block's range;
      // a block (such as a paragraph that runs into a table) is placed between its siblings.
      let isBlock = cmark_node_get_type(pointer).rawValue & 0xC000 == 0x8000
      guard isBlock else { return reals.last.map { nodes[$0].range } ?? .at(line: 1) }
      return rangeBetweenSiblings(of: pointer)
    }
    let endLine = max(startLine, Int(cmark_node_get_end_line(pointer)))
    return SourceRange(
      start: SourcePosition(
        line: startLine, column: max(1, Int(cmark_node_get_start_column(pointer)))),
      end: SourcePosition(line: endLine, column: max(1, Int(cmark_node_get_end_column(pointer)))))
  }

  private func rangeBetweenSiblings(of pointer: OpaquePointer) -> SourceRange {
    var start = 1
    if let previous = cmark_node_previous(pointer), cmark_node_get_end_line(previous) > 0 {
      start = Int(cmark_node_get_end_line(previous)) + 1
    } else if let parent = cmark_node_parent(pointer), cmark_node_get_start_line(parent) > 0 {
      start = Int(cmark_node_get_start_line(parent))
    }
    while start < lines.count, lines.isBlank(line: start) { start += 1 }
    var end = start
    if let next = cmark_node_next(pointer), Int(cmark_node_get_start_line(next)) > start {
      end = Int(cmark_node_get_start_line(next)) - 1
      while end > start, lines.isBlank(line: end) { end -= 1 }
    }
    return SourceRange(lines: start, through: end)
  }
}
