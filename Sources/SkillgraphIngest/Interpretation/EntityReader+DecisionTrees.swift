import Foundation
import SkillgraphMarkdown
import SkillgraphModel

extension EntityReader {
  package static let drawnTreeLanguages: Set<String> = ["", "text", "txt", "plaintext", "plain"]

  /// Decision trees in the section's own blocks: drawn fences, `dot` fences, numbered lists.
  package mutating func readDecisionTrees(_ index: Int, into result: inout InterpretedSkill) {
    let entry = outline.entries[index]
    // NB: in document order: numbered lists at the top level, and the code blocks outside them.
    let lists = entry.blocks.filter {
      if case .list(ordered: true, _) = $0.kind { true } else { false }
    }
    let codeBlocks = entry.codeBlocks.filter { code in
      !lists.contains {
        $0.range.start.line <= code.range.start.line && code.range.end.line <= $0.range.end.line
      }
    }
    for node in (lists + codeBlocks).sorted(by: { $0.range.start < $1.range.start }) {
      guard let code = node.codeBlock else {
        readNumberedList(node, entry: entry, into: &result)
        continue
      }
      let firstLine = node.range.start.line + (code.isFenced ? 1 : 0)
      let language = code.language
      let literal = DecisionSignals.withASCIIQuestionMarks(code.literal)
      if Self.drawnTreeLanguages.contains(language),
        DrawnTreeParser.looksLikeDecisionTree(literal)
      {
        readDrawnTree(
          literal, firstLine: firstLine, range: node.range, entry: entry, into: &result)
      } else if language == "dot" || language == "graphviz" {
        let graph = DotParser().parse(literal, firstLine: firstLine)
        guard graph.isDecisionGraph, !graph.isProcess else { continue }
        var builder = DecisionTreeBuilder(path: path)
        if graph.droppedNodes > 0 || graph.droppedEdges > 0 {
          builder.reportLimit(
            "dot graph has more than \(builder.limits.nodes) nodes or \(builder.limits.edges) edges; \(graph.droppedEdges) edges and \(graph.droppedNodes) nodes past them are ignored",
            line: node.range.start.line)
        }
        guard let root = builder.node(forGraph: graph) else { continue }
        let title = graph.root.flatMap { graph.nodes[$0]?.label } ?? entry.section.title
        appendTree(
          root, title: title, style: .dot, range: node.range, entry: entry, builder: builder,
          into: &result)
      }
    }
  }

  private mutating func readDrawnTree(
    _ literal: String, firstLine: Int, range: SourceRange, entry: Outline.Entry,
    into result: inout InterpretedSkill
  ) {
    let parsed = DrawnTreeParser().parse(literal, firstLine: firstLine)
    // NB: a block can hold several trees ("Need X?" then "Task never runs?"); a lone line at
    // the left edge with nothing under it is a caption, not a tree. A diagram, and a drawing
    // that asks nothing (a plan, a timeline, a hierarchy), is no tree, and no tree to warn about.
    let groups =
      parsed.isDiagram ? [] : TreeRoots.groups(parsed.roots).filter(\.root.decidesSomething)
    guard !groups.isEmpty else { return }
    let limits = DrawnTreeParser().limits
    if parsed.droppedLines > 0 {
      result.diagnostics.append(
        Diagnostic(
          .warning, DecisionTreeLimits.diagnosticIdentifier,
          "drawn tree has more than \(limits.nodes) lines; the \(parsed.droppedLines) after them are ignored",
          path: path, range: range))
    }
    if parsed.flattenedLines > 0 {
      result.diagnostics.append(
        Diagnostic(
          .warning, DecisionTreeLimits.diagnosticIdentifier,
          "drawn tree is more than \(limits.depth) levels deep; \(parsed.flattenedLines) lines are attached at that depth",
          path: path, range: range))
    }
    for (line, column) in parsed.misalignedLines {
      result.diagnostics.append(
        Diagnostic(
          .warning, "tree-indentation",
          "tree line is indented between two depths; it is attached to the nearest less indented line above it",
          path: path, range: .at(line: line, column: column)))
    }
    for group in groups {
      var builder = DecisionTreeBuilder(path: path)
      let node = builder.node(forRoot: group.root)
      let treeRange =
        groups.count == 1
        ? range : SourceRange(lines: group.lines.lowerBound, through: group.lines.upperBound)
      appendTree(
        node, title: group.title, style: parsed.style, range: treeRange, entry: entry,
        builder: builder, into: &result)
    }
  }

  private mutating func readNumberedList(
    _ block: MarkdownNode, entry: Outline.Entry, into result: inout InterpretedSkill
  ) {
    guard arrowLines.lines(from: block.range.start.line, through: block.range.end.line).count >= 2
    else { return }
    let lines = (block.range.start.line...block.range.end.line).map {
      (text: source.line($0), line: $0)
    }
    var dropped = 0
    let reader = NumberedListReader()
    guard let items = reader.items(lines: lines, dropped: &dropped) else { return }
    var builder = DecisionTreeBuilder(path: path)
    if dropped > 0 {
      builder.reportLimit(
        "numbered list has more than \(reader.limits.nodes) items; the \(dropped) after them are ignored",
        line: block.range.start.line)
    }
    // NB: the heading names the list ("Decision Tree", "Routing"); it is the question only
    // when it asks one. A question just before the list asks it; otherwise the items, each a
    // question of its own, are the options of a general one.
    let heading = entry.section.level == 0 ? nil : entry.section.title
    let question =
      leadInQuestion(before: block, in: entry)
      ?? heading.flatMap { DecisionSignals.asks($0) ? $0 : nil }
      ?? "Which of these applies?"
    let root = builder.node(forItems: items, question: question, line: block.range.start.line)
    let title = entry.section.level == 0 ? skill.title : entry.section.title
    appendTree(
      root, title: title, style: .numberedList, range: block.range, entry: entry, builder: builder,
      into: &result)
  }

  /// The question a paragraph just before `block` ends with (`What do you need?`), without
  /// its emphasis; nil when that paragraph asks nothing or there is none.
  private func leadInQuestion(before block: MarkdownNode, in entry: Outline.Entry) -> String? {
    guard let position = entry.blocks.firstIndex(where: { $0.range == block.range }),
      position > 0, case .paragraph = entry.blocks[position - 1].kind
    else { return nil }
    let paragraph = entry.blocks[position - 1].range
    let text = (paragraph.start.line...paragraph.end.line).map { String(source.line($0)).trimmed }
      .joined(separator: " ")
    let emphasis: Set<Character> = ["*", "_"]
    var sentence = Substring(text)
    while let last = sentence.last, emphasis.contains(last) { sentence = sentence.dropLast() }
    for stop in [". ", "! ", "? ", ": "] {
      if let range = sentence.range(of: stop, options: .backwards) {
        sentence = sentence[range.upperBound...]
      }
    }
    while let first = sentence.first, emphasis.contains(first) { sentence = sentence.dropFirst() }
    let question = String(sentence).trimmed
    return question.count > 3 && question.hasSuffix("?") ? question : nil
  }

  private mutating func appendTree(
    _ root: DecisionNode, title: String, style: DecisionTree.Style, range: SourceRange,
    entry: Outline.Entry, builder: DecisionTreeBuilder, into result: inout InterpretedSkill
  ) {
    result.diagnostics += builder.diagnostics
    result.decisionTrees.append(
      DecisionTree(
        id: ids.next("tree"), title: title, skillID: skill.id, sectionID: entry.section.id,
        style: style, root: root, source: span(range)))
  }
}
