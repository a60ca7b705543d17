import SkillgraphTestSupport
import Testing

@testable import Skillgraph

/// The shipped knowledge base in `Content/`: its decision tree and its cleanliness.
@Suite("Shipped content")
struct ShippedContentTests {
  static let folder = PackageFolders.path("Content")

  static let graph: Result<KnowledgeGraph, any Error> = Result {
    try CorpusLoader(folders: [folder]).load()
  }

  func tree() throws -> (DecisionTree, KnowledgeGraph) {
    let graph = try Self.graph.get()
    let tree = try #require(graph.entity(withID: "background-processing/tree-1") as? DecisionTree)
    return (tree, graph)
  }

  @Test("the main decision tree links every outcome to a pattern of the same skill")
  func outcomesHavePatterns() throws {
    let (tree, graph) = try tree()
    #expect(tree.style == .boxDrawing)
    let outcomes = tree.root.outcomes
    #expect(outcomes.count >= 8)
    let without = outcomes.filter { $0.patternNumbers.isEmpty }.map(\.text)
    #expect(without.isEmpty, "outcomes without a pattern: \(without)")
    let known = Set(
      graph.patterns.filter { $0.skillID == "background-processing" }.compactMap(\.number))
    #expect(Set(outcomes.flatMap(\.patternNumbers)).isSubset(of: known))
  }

  @Test("the main decision tree asks multiple-choice, iOS and duration questions")
  func questionKinds() throws {
    let (tree, _) = try tree()
    var guards: Set<String> = []
    var kinds: Set<DecisionQuestion.Kind> = []
    tree.root.forEachNode { node in
      guard case .question(let question) = node else { return }
      kinds.insert(question.kind)
      for option in question.options {
        if let condition = option.guardCondition { guards.insert(condition.factName) }
      }
    }
    #expect(guards == ["ios", "duration"])
    #expect(kinds.contains(.multipleChoice))
    #expect(kinds.contains(.yesNo))
    guard case .question(let root) = tree.root else {
      Issue.record("the root is not a question")
      return
    }
    #expect(root.options.count == 7)
  }

  @Test("the shipped content has no errors or warnings and every reference resolves")
  func clean() throws {
    let graph = try Self.graph.get()
    #expect(graph.diagnostics.filter { $0.severity != .note }.map(\.formatted) == [])
    #expect(graph.crossReferences.allSatisfy { $0.isResolved })
    #expect(graph.skills.count >= 3)
  }

  @Test("the diagnostic skill's symptom trees are check lists or questions, each with a line")
  func diagnosticTrees() throws {
    let graph = try Self.graph.get()
    let trees = graph.decisionTrees.filter { $0.skillID == "background-processing-diag" }
    #expect(trees.count >= 3)
    #expect(trees.contains { $0.title == "Task never runs?" })
    #expect(trees.allSatisfy { $0.source.startLine > 1 })
  }
}
