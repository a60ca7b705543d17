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
      // NB: cmark leaves some inline nodes without positions; use the enclosing block's.
      return frames.last(where: \.isReal)?.node.range ?? .at(line: 1)
    }
    let endLine = max(startLine, Int(cmark_node_get_end_line(pointer)))
    return SourceRange(
      start: SourcePosition(
        line: startLine, column: max(1, Int(cmark_node_get_start_column(pointer)))),
      end: SourcePosition(line: endLine, column: max(1, Int(cmark_node_get_end_column(pointer)))))
  }
}
