import Foundation
import Testing

@testable import Skillgraph

/// Option and question IDs that the engine keeps for itself (`none`, `not-sure`, and the fact
/// names `ios`, `duration`, `size`): content never takes them, and `check` says so.
@Suite("Reserved decision identifiers")
struct ReservedIdentifierTests {
  static let drawing = """
    Which extra data does the app keep?
    ├─ None → Ship as is
    ├─ Not sure → Ask the team
    └─ Photos → Add the photo library usage description
    """

  func tree() throws -> (DecisionTree, DecisionQuestion, KnowledgeGraph) {
    let graph = try TreeShapeTests.fenced(Self.drawing)
    let tree = try #require(graph.decisionTrees.first)
    guard case .question(let question) = tree.root else {
      Issue.record("the root is not a question")
      throw CancellationError()
    }
    return (tree, question, graph)
  }

  @Test("options written 'None' and 'Not sure' get IDs of their own, distinct from the engine's")
  func distinctIDs() throws {
    let (_, question, _) = try tree()
    let ids = question.options.map(\.id)
    #expect(!ids.contains(DecisionEngine.noneOption))
    #expect(!ids.contains(DecisionEngine.notSureOption))
    #expect(Set(ids).count == ids.count)
    #expect(ids == ["none-1", "not-sure-1", "photos"])
  }

  @Test("check notes each renamed option at its line")
  func diagnostic() throws {
    let (_, _, graph) = try tree()
    let notes = graph.diagnostics.filter { $0.identifier == "reserved-decision-id" }
    #expect(notes.map(\.range.start.line) == [11, 12])
    #expect(notes.first?.message.contains("'none'") == true)
  }

  @Test("decide lists each option ID once, and answering the content's 'None' takes its branch")
  func decideTakesTheContentBranch() throws {
    let (tree, question, graph) = try tree()
    let engine = DecisionEngine(graph: graph)
    let first = try engine.decide(tree: tree, answers: [:], facts: DecisionFacts([:]))
    let offered = first.question?.options.map(\.id) ?? []
    #expect(Set(offered).count == offered.count, "\(offered)")
    let none = try #require(question.options.first)
    let taken = try engine.decide(
      tree: tree, answers: [question.id: none.id], facts: DecisionFacts([:]))
    #expect(taken.outcome?.title == "Ship as is")
    let engines = try engine.decide(
      tree: tree, answers: [question.id: DecisionEngine.noneOption], facts: DecisionFacts([:]))
    #expect(engines.outcome == nil)
  }

  @Test("a question whose slug is a fact name gets another ID, so --fact keeps its meaning")
  func factNames() throws {
    let graph = try TreeShapeTests.fenced(
      """
      iOS?
      ├─ 17 or later → Use the new API
      └─ Older → Use the fallback
      """)
    let tree = try #require(graph.decisionTrees.first)
    #expect(tree.root.questionID == "ios-1")
    #expect(graph.diagnostics.contains { $0.identifier == "reserved-decision-id" })
  }
}
