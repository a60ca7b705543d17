import SkillgraphMarkdown
package import SkillgraphModel

/// Reads trees drawn in a code block with `├─ └─ │` or `+-- |-- \`-- |` connectors.
///
/// A line is a node; its connector's column gives its depth. Lines that are only `│`/`|` are
/// spacing; a line that is only `--> B` gives its parent's outcome; text without a connector at
/// the left edge starts a new root; other text without a connector is a note on the node above.
package struct DrawnTreeParser {
  /// A value with every setting at its default.
  package init() {}

  /// The result of reading one block.
  package struct Result {
    package var roots: [RawTreeNode]
    package var style: DecisionTree.Style
    /// Lines whose connector sits between two depths, as (line, column).
    package var misalignedLines: [(line: Int, column: Int)]
    /// Lines dropped because the block already had `limits.nodes` nodes.
    package var droppedLines = 0
    /// Lines nested deeper than `limits.depth`, attached at the deepest level instead.
    package var flattenedLines = 0
  }

  /// How much one block may hold; see `DecisionTreeLimits`.
  package var limits = DecisionTreeLimits.standard

  private struct FlatNode {
    package var label: String
    package var line: Int
    package var column: Int
    package var parent: Int?
    package var notes: [String] = []
  }

  private enum LineShape {
    case spacing
    case connector(column: Int, label: String)
    case arrow(column: Int, label: String)
    case text(indent: Int, text: String)
  }

  /// Whether `literal` is drawn with tree connectors and reads as decisions (a `?` or an arrow).
  package static func looksLikeDecisionTree(_ literal: String) -> Bool {
    let hasConnector =
      literal.containsBytes("├") || literal.containsBytes("└") || literal.containsBytes("+--")
      || literal.containsBytes("|--") || literal.containsBytes("`--")
    guard hasConnector else { return false }
    return literal.containsBytes("?") || literal.containsBytes("→") || literal.containsBytes("->")
  }

  /// Reads `literal`, whose first line is `firstLine` in the file.
  package func parse(_ literal: String, firstLine: Int) -> Result {
    var nodes: [FlatNode] = []
    var stack: [Int] = []
    var misaligned: [(line: Int, column: Int)] = []
    var usesBox = false
    var dropped = 0
    var flattened = 0
    for (offset, rawLine) in literal.splitLines.enumerated() {
      let line = firstLine + offset
      let shape = Self.shape(of: rawLine)
      switch shape {
      case .spacing:
        continue
      case .text(let indent, let text):
        if indent > 0, let last = stack.last {
          nodes[last].notes.append(text)
        } else if nodes.count >= limits.nodes {
          dropped += 1
        } else {
          nodes.append(FlatNode(label: text, line: line, column: -1, parent: nil))
          stack = [nodes.count - 1]
        }
      case .connector(let column, let label), .arrow(let column, let label):
        guard nodes.count < limits.nodes else {
          dropped += 1
          continue
        }
        usesBox = usesBox || rawLine.containsBytes("├") || rawLine.containsBytes("└")
        var popped: Int?
        while let top = stack.last, nodes[top].column >= column {
          popped = nodes[top].column
          stack.removeLast()
        }
        if let popped, popped > column, let top = stack.last, nodes[top].column < column - 1,
          case .connector = shape
        {
          misaligned.append((line, column + 1))
        }
        if stack.count >= limits.depth {
          flattened += 1
          stack.removeLast(stack.count - limits.depth + 1)
        }
        nodes.append(FlatNode(label: label, line: line, column: column, parent: stack.last))
        stack.append(nodes.count - 1)
      }
    }
    return Result(
      roots: Self.assemble(nodes), style: usesBox ? .boxDrawing : .ascii,
      misalignedLines: misaligned, droppedLines: dropped, flattenedLines: flattened)
  }

  private static func assemble(_ nodes: [FlatNode]) -> [RawTreeNode] {
    var childIndices = [[Int]](repeating: [], count: nodes.count)
    for (index, node) in nodes.enumerated() {
      if let parent = node.parent { childIndices[parent].append(index) }
    }
    // NB: children always come after their parent, so building from the end finds every
    // child finished before its parent.
    var built = [RawTreeNode?](repeating: nil, count: nodes.count)
    for index in nodes.indices.reversed() {
      let node = nodes[index]
      built[index] = RawTreeNode(
        label: node.label, line: node.line, notes: node.notes,
        children: childIndices[index].map { built[$0]! })
    }
    return nodes.indices.filter { nodes[$0].parent == nil }.map { built[$0]! }
  }

  private static func shape(of line: Substring) -> LineShape {
    // NB: scalars, not Characters: the rails and connectors are single scalars, and building
    // Characters for every line of every tree was a measurable cost.
    let scalars = line.unicodeScalars
    var position = scalars.startIndex
    var column = 0
    var hasRail = false
    while position < scalars.endIndex {
      let scalar = scalars[position]
      let next = scalars.index(after: position)
      let startsASCIIConnector =
        scalar == "|" && next < scalars.endIndex && scalars[next] == "-"
        && scalars.index(after: next) < scalars.endIndex
        && scalars[scalars.index(after: next)] == "-"
      guard scalar == "│" || scalar == "|" || scalar == "┃" || scalar == " " || scalar == "\t",
        !startsASCIIConnector
      else { break }
      if scalar != " " && scalar != "\t" { hasRail = true }
      column += 1
      position = next
    }
    let rest = String(line[position...]).trimmed
    if rest.isEmpty { return .spacing }
    for connector in ["├", "└", "┣", "┗", "+--", "|--", "`--", "\\--"]
    where rest.hasPrefix(connector) {
      guard connector.count > 1 || rest.dropFirst().first.map(isHorizontalRule) == true else {
        continue
      }
      let label = rest.drop(while: isConnectorPart)
      return .connector(column: column, label: String(label).trimmed)
    }
    for arrow in ["-->", "->", "=>", "→", "⟶"] where rest.hasPrefix(arrow) {
      return .arrow(column: column, label: "→ " + String(rest.dropFirst(arrow.count)).trimmed)
    }
    let indent = line.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
    return .text(indent: hasRail ? max(indent, 1) : indent, text: rest)
  }

  // NB: a switch over Characters rather than `String.contains`, which walked the set's
  // Characters for every character of every connector.
  private static func isHorizontalRule(_ character: Character) -> Bool {
    switch character {
    case "─", "━", "-": true
    default: false
    }
  }

  private static func isConnectorPart(_ character: Character) -> Bool {
    switch character {
    case "├", "└", "┣", "┗", "─", "━", "+", "|", "`", "\\", "-", " ", ">": true
    default: false
    }
  }
}
