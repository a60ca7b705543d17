/// A decision outcome as an entity of its own: what a tree recommends at one leaf, the lines
/// written under it ("Fix: ..."), and every path of questions and answers that reaches it.
///
/// Outcomes are not stored in the graph; they are read from their tree when asked for
/// (`KnowledgeGraph.entity(withID:)`, `KnowledgeGraph.decisionOutcomes`, the search index).
public struct OutcomeEntry: GraphEntity {
  /// `skill/tree-N/outcome-slug`: the tree's ID, a slash, the outcome's ID within the tree.
  public var id: String
  /// The outcome as written.
  public var title: String
  /// The skill it belongs to.
  public var skillID: String
  /// The tree it is a leaf of.
  public var treeID: String
  /// The section that holds the tree.
  public var sectionID: String
  /// The outcome's line, through the last line written under it.
  public var source: SourceSpan
  /// The outcome itself (steps, pattern numbers, links).
  public var outcome: DecisionOutcome
  /// The lines written under the outcome in a drawn tree, without the tree's connectors.
  public var detail: [String]
  /// Every path to the outcome (or to an outcome of the tree with the same text): question,
  /// answer, question, answer, ... from the root.
  public var reachedBy: [[String]]

  /// Always `.decisionOutcome`.
  public var kind: EntityKind { .decisionOutcome }

  /// The outcome as Markdown for a reader who has not seen the tree: the outcome, its detail
  /// lines, and how it is reached.
  public var markdown: String {
    var text = "**\(outcome.text)**"
    for line in detail { text += "  \n\(line)" }
    for path in reachedBy where !path.isEmpty {
      text += "\n\nReached by: \(path.joined(separator: " → "))"
    }
    return text
  }

  /// The outcomes of `tree`, in source order, each with its detail lines read from `source`.
  public static func entries(of tree: DecisionTree, source: SourceText) -> [OutcomeEntry] {
    var paths: [String: [[String]]] = [:]
    var outcomes: [DecisionOutcome] = []
    var nodeLines: [Int] = []
    var stack: [(node: DecisionNode, trail: [String])] = [(tree.root, [])]
    while let (node, trail) = stack.popLast() {
      switch node {
      case .outcome(let outcome):
        if !outcomes.contains(where: { $0.id == outcome.id }) { outcomes.append(outcome) }
        paths[outcome.text, default: []].append(trail)
        nodeLines.append(outcome.line)
      case .question(let question):
        nodeLines.append(question.line)
        for option in question.options.reversed() {
          nodeLines.append(option.line)
          if let next = option.next {
            stack.append((next, trail + [question.text, option.text]))
          }
        }
      }
    }
    let drawn = tree.style == .boxDrawing || tree.style == .ascii
    let sortedLines = Set(nodeLines).sorted()
    return outcomes.map { outcome in
      let following = sortedLines.first { $0 > outcome.line } ?? tree.source.endLine + 1
      // NB: lines the outcome's text already holds (a wrapped sentence, a target written under
      // its arrow) are not its detail too.
      let lines =
        drawn
        ? detailLines(from: outcome.line + 1, to: min(following, tree.source.endLine + 1), source)
        : []
      let detail = Array(lines.drop { outcome.text.contains($0) })
      return OutcomeEntry(
        id: "\(tree.id)/\(outcome.id)", title: outcome.text, skillID: tree.skillID,
        treeID: tree.id, sectionID: tree.sectionID,
        source: SourceSpan(
          path: tree.source.path, startLine: outcome.line,
          endLine: outcome.line + lines.count),
        outcome: outcome, detail: detail, reachedBy: paths[outcome.text] ?? [])
    }
  }

  /// The lines `start..<end` of a drawn tree that carry text, without connectors; reading stops
  /// at the first line that has none (a blank or connector-only line ends the outcome's block).
  private static func detailLines(from start: Int, to end: Int, _ source: SourceText)
    -> [String]
  {
    var lines: [String] = []
    var number = start
    while number < end {
      let text = String(source.line(number).drop { connectors.contains($0) }).trimmed
      guard !text.isEmpty, !text.hasPrefix("```"), !text.hasPrefix("~~~") else { break }
      lines.append(text)
      number += 1
    }
    return lines
  }

  private static let connectors: Set<Character> = [" ", "\t", "│", "|", "┃", "║"]

  /// A value with every stored property given.
  package init(
    id: String, title: String, skillID: String, treeID: String, sectionID: String,
    source: SourceSpan, outcome: DecisionOutcome, detail: [String], reachedBy: [[String]]
  ) {
    self.id = id
    self.title = title
    self.skillID = skillID
    self.treeID = treeID
    self.sectionID = sectionID
    self.source = source
    self.outcome = outcome
    self.detail = detail
    self.reachedBy = reachedBy
  }
}
