package import SkillgraphModel
import SkillgraphSupport

/// Reads trees drawn in a code block with `├─ └─ │` or `+-- |-- \`-- |` connectors.
///
/// A line is a node; its connector's column gives its depth. Lines that are only `│`/`|` are
/// spacing; a line that is only `--> B` gives its parent's outcome; text without a connector at
/// the left edge starts a new root; other text without a connector is a note on the node above.
/// A frame drawn around the tree is taken off first (`BoxFrame`). A drawing without any
/// connector (`Question? → Answer` lines, or a box of indented questions and answers) nests its
/// lines by their indentation instead, a line under one that leads somewhere continuing it.
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
    /// Whether the drawing holds boxes, corners or junctions that no tree uses.
    package var isDiagram = false
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

  /// Whether `literal` is drawn with tree connectors and reads as decisions (a `?` or an arrow),
  /// or holds two lines or more that ask a question and lead somewhere (`Question? → Answer`).
  package static func looksLikeDecisionTree(_ literal: String) -> Bool {
    let hasConnector =
      literal.containsBytes("├") || literal.containsBytes("└") || literal.containsBytes("+--")
      || literal.containsBytes("|--") || literal.containsBytes("`--") || literal.containsBytes("┌─")
    let hasQuestion = literal.containsBytes("?")
    if hasConnector {
      return hasQuestion || LabelParts.hasArrow(literal)
    }
    guard hasQuestion, LabelParts.hasArrow(literal) else { return false }
    let lines = literal.splitLines
    let asking = lines.count { line in
      let parts = LabelParts(String(line))
      return !parts.targets.isEmpty && (parts.condition.map(DecisionSignals.asks) ?? false)
    }
    return asking >= 2 || answersIndented(in: lines)
  }

  /// Whether a line that asks is followed by two answers or more indented under it that each
  /// lead somewhere (`Question?` then `  YES → Answer`): a tree nested by indentation alone.
  private static func answersIndented(in lines: [Substring]) -> Bool {
    let filled = lines.filter { !$0.allSatisfy(\.isWhitespace) }
    let indent = { (line: Substring) in line.prefix { $0 == " " || $0 == "\t" }.count }
    for (index, line) in filled.enumerated() where DecisionSignals.asks(String(line).trimmed) {
      let answers = filled[(index + 1)...].prefix { indent($0) > indent(line) }
      let leading = answers.count { !LabelParts(String($0)).targets.isEmpty }
      if leading >= 2 { return true }
    }
    return false
  }

  /// Reads `literal`, whose first line is `firstLine` in the file.
  package func parse(_ literal: String, firstLine: Int) -> Result {
    var nodes: [FlatNode] = []
    var stack: [Int] = []
    var misaligned: [(line: Int, column: Int)] = []
    var usesBox = false
    var dropped = 0
    var flattened = 0
    var lines = literal.splitLines
    if literal.containsBytes("┌") || literal.containsBytes("┐") {
      lines = BoxFrame.stripped(lines)
      usesBox = literal.containsBytes("│")
    }
    let shapes = lines.map(Self.shape(of:))
    let nestsByIndent = !shapes.contains { if case .connector = $0 { true } else { false } }
    for (offset, shape) in shapes.enumerated() {
      let line = firstLine + offset
      let rawLine = lines[offset]
      switch shape {
      case .spacing:
        continue
      case .text(let indent, let text) where nestsByIndent:
        while let top = stack.last, nodes[top].column >= indent { stack.removeLast() }
        if let top = stack.last, !LabelParts(nodes[top].label).targets.isEmpty {
          nodes[top].notes.append(text)
        } else if nodes.count >= limits.nodes {
          dropped += 1
        } else {
          nodes.append(FlatNode(label: text, line: line, column: indent, parent: stack.last))
          stack.append(nodes.count - 1)
        }
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
        usesBox =
          usesBox || rawLine.containsBytes("├") || rawLine.containsBytes("└")
          || rawLine.containsBytes("┌")
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
      misalignedLines: misaligned, droppedLines: dropped, flattenedLines: flattened,
      isDiagram: BoxFrame.isDiagram(lines))
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
      var label = node.label
      var notes = node.notes
      // NB: a branch that only remarks, in parentheses (`├─ (following checks apply if the
      // directory is verified)`), is a note on the node above, not an option or an outcome.
      var children: [RawTreeNode] = []
      var remarks: [String] = []
      for child in childIndices[index].map({ built[$0]! }) {
        if child.children.isEmpty, child.notes.isEmpty, Self.isRemark(child.label) {
          remarks.append(child.label)
        } else {
          children.append(child)
        }
      }
      if !children.isEmpty { Self.joinWrappedQuestion(&label, notes: &notes) }
      built[index] = RawTreeNode(
        label: label, line: node.line, notes: notes + remarks, children: children)
    }
    return nodes.indices.filter { nodes[$0].parent == nil }.map { built[$0]! }
  }

  /// Whether a branch's `label` is a remark: wholly in one pair of parentheses, with no arrow
  /// and naming no pattern or file (`(Pattern 3)` under an outcome links it).
  package static func isRemark(_ label: String) -> Bool {
    guard label.hasPrefix("("), label.hasSuffix(")"), label.count > 2,
      !label.contains("Pattern"), !label.contains(".md"),
      LabelParts.splitAtArrows(label).count == 1
    else { return false }
    var depth = 0
    for (offset, character) in label.enumerated() {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0, offset < label.count - 1 { return false }
    }
    return depth == 0
  }

  /// A question wrapped onto the lines under it (`1. Does the data need queries` then `across
  /// many records?`) is one question: the lines up to the one ending in `?` join its label when
  /// the label stops short and the next line goes on in lower case.
  private static func joinWrappedQuestion(_ label: inout String, notes: inout [String]) {
    guard let first = notes.first?.first, first.isLowercase,
      let last = label.last, !".:?!)…".contains(last),
      let end = notes.prefix(3).firstIndex(where: { $0.hasSuffix("?") })
    else { return }
    label = ([label] + notes[...end]).joined(separator: " ")
    notes.removeFirst(end + 1)
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
    // NB: a flow arrow alone on its line ("↓" between the steps of a flowchart) joins what is
    // above to what is below; it is no node of its own.
    if rest.isEmpty || rest.unicodeScalars.allSatisfy({ Self.flowArrows.contains($0) }) {
      return .spacing
    }
    for connector in ["├", "└", "┌", "┣", "┗", "+--", "|--", "`--", "\\--"]
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
    if rest.first.map(isHorizontalRule) == true, rest.drop(while: isHorizontalRule).first == ">" {
      let label = rest.drop(while: isHorizontalRule).dropFirst()
      return .arrow(column: column, label: "→ " + String(label).trimmed)
    }
    let indent = line.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
    return .text(indent: hasRail ? max(indent, 1) : indent, text: rest)
  }

  /// Arrows that only point down a flowchart.
  private static let flowArrows: Set<Unicode.Scalar> = ["↓", "⬇", "▼", "⇓", " "]

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
    case "├", "└", "┌", "┣", "┗", "─", "━", "+", "|", "`", "\\", "-", " ", ">": true
    default: false
    }
  }
}
