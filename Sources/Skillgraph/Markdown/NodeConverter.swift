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

  private struct Frame {
    var node: MarkdownNode
    var isReal: Bool
  }

  mutating func convert(root: OpaquePointer) -> MarkdownNode {
    var frames: [Frame] = []
    var realCount = 0
    var current = root
    enter(current, frames: &frames, realCount: &realCount)
    while true {
      if let child = cmark_node_first_child(current) {
        current = child
        enter(current, frames: &frames, realCount: &realCount)
        continue
      }
      while true {
        let finished = frames.removeLast()
        if finished.isReal {
          realCount -= 1
          if frames.isEmpty { return finished.node }
          appendToInnermostReal(finished.node, frames: &frames)
        }
        if current == root { return finished.node }
        if let next = cmark_node_next(current) {
          current = next
          enter(current, frames: &frames, realCount: &realCount)
          break
        }
        guard let parent = cmark_node_parent(current) else { return finished.node }
        current = parent
      }
    }
  }

  private mutating func enter(
    _ pointer: OpaquePointer, frames: inout [Frame], realCount: inout Int
  ) {
    let isLeaf = cmark_node_first_child(pointer) == nil
    let node = MarkdownNode(kind: kind(of: pointer), range: range(of: pointer, frames: frames))
    if realCount < maximumDepth || isLeaf {
      frames.append(Frame(node: node, isReal: true))
      realCount += 1
    } else {
      if flattenedAt == nil { flattenedAt = node.range.start }
      frames.append(Frame(node: node, isReal: false))
    }
  }

  private func appendToInnermostReal(_ node: MarkdownNode, frames: inout [Frame]) {
    guard let index = frames.lastIndex(where: \.isReal) else { return }
    frames[index].node.children.append(node)
  }

  private func range(of pointer: OpaquePointer, frames: [Frame]) -> SourceRange {
    let startLine = Int(cmark_node_get_start_line(pointer))
    guard startLine > 0 else {
      // NB: cmark leaves some nodes without positions: inline nodes take their block's range;
      // a block (such as a paragraph that runs into a table) is placed between its siblings.
      let isBlock = cmark_node_get_type(pointer).rawValue & 0xC000 == 0x8000
      guard isBlock else { return frames.last(where: \.isReal)?.node.range ?? .at(line: 1) }
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
