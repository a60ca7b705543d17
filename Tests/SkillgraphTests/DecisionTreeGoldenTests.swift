import Testing

@testable import Skillgraph

/// Tree-dump oracles: each decision-tree style, written as a Markdown fixture, read through the
/// loader and compared node by node (with source lines) to a golden dump.
@Suite("Decision trees read from each source style")
struct DecisionTreeGoldenTests {
  static let fixtures: [(file: String, style: DecisionTree.Style)] = [
    ("box-drawing", .boxDrawing), ("ascii-diagnostics", .ascii), ("dot-cycle", .dot),
    ("numbered-router", .numberedList),
  ]

  private func trees(in fixture: String) throws -> [DecisionTree] {
    let graph = try CorpusLoader(folders: [try Fixtures.path("\(fixture).md")]).load()
    return graph.decisionTrees
  }

  @Test("each fixture's trees match their golden dump", arguments: fixtures)
  func goldenDump(fixture: (file: String, style: DecisionTree.Style)) throws {
    let trees = try trees(in: fixture.file)
    #expect(!trees.isEmpty, "no decision tree found in \(fixture.file).md")
    #expect(trees.allSatisfy { $0.style == fixture.style })
    try Fixtures.assertGolden(TreeDump.dump(trees), named: "\(fixture.file).tree.txt")
  }

  @Test("the shipped Content/ trees match their golden dump")
  func shippedContent() throws {
    let trees = try ShippedContentTests.graph.get().decisionTrees
    #expect(trees.count >= 7)
    try Fixtures.assertGolden(TreeDump.dump(trees), named: "content.tree.txt")
  }

  @Test("a box-drawing tree types its iOS and duration guards and links every outcome to a pattern")
  func boxDrawingGuards() throws {
    let tree = try #require(try trees(in: "box-drawing").first)
    guard case .question(let root) = tree.root else {
      Issue.record("the root is not a question")
      return
    }
    #expect(root.kind == .multipleChoice)
    #expect(root.options.count == 6)
    guard case .question(let version)? = root.options.first?.next else {
      Issue.record("the first option does not lead to a question")
      return
    }
    #expect(
      version.options.map(\.guardCondition) == [
        .osVersion(minimum: 26, maximum: nil), .osVersion(minimum: 13, maximum: 25),
      ])
    guard case .question(let duration)? = root.options[1].next else {
      Issue.record("the second option does not lead to a question")
      return
    }
    #expect(
      duration.options.first?.guardCondition == .duration(minimumSeconds: nil, maximumSeconds: 30))
    #expect(duration.options.last?.guardCondition?.factName == "duration")
    let outcomes = tree.root.outcomes
    #expect(outcomes.map(\.patternNumbers) == [[4], [5], [1], [2], [2], [6], [7], [5]])
  }
}
