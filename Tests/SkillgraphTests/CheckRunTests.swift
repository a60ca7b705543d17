import Foundation
import Testing

@testable import Skillgraph

/// A run of yes/no checks, listed with each outcome when its first check is asked.
@Suite("A run of checks is listed whole")
struct CheckRunTests {
  static let drawing = """
    Upload fails?
    ├─ Session made in the background configuration?
    │  ├─ NO → Use a background configuration
    │  └─ YES → Uploading from a file?
    │     ├─ NO → Write the body to a file first
    │     └─ YES → Server answers 413?
    │        ├─ YES → Raise the server's body limit
    │        └─ NO → Log the task's error
    """

  static func tree(_ drawing: String = drawing) throws -> (DecisionEngine, DecisionTree) {
    let graph = try InlineCorpus.skill(
      "---\nname: sample-skill\ndescription: A sample.\n---\n# Sample\n\n## Decision\n\n"
        + "```\n\(drawing)\n```\n")
    return (DecisionEngine(graph: graph), try #require(graph.decisionTrees.first))
  }

  @Test("each check with the answer that ends the walk and its outcome; the last ends both ways")
  func listed() throws {
    let (engine, tree) = try Self.tree()
    let answer = try engine.decide(tree: tree, answers: [:], facts: DecisionFacts([:]))
    let run = try #require(answer.checks)
    #expect(
      run.checks.map { "\($0.question.text) \($0.answer.text) → \($0.outcome)" } == [
        "Session made in the background configuration? NO → Use a background configuration",
        "Uploading from a file? NO → Write the body to a file first",
        "Server answers 413? YES → Raise the server's body limit",
        "Server answers 413? NO → Log the task's error",
      ])
    let json = String(decoding: try JSONEncoder().encode(run.checks[0]), as: UTF8.self)
    #expect(json.contains(#""if":"session-made-in-the-background-configuration=no""#))
  }

  @Test("a check answered as passing is left out; a run of one check is not listed")
  func answered() throws {
    let (engine, tree) = try Self.tree()
    let first = "session-made-in-the-background-configuration"
    let after = try engine.decide(tree: tree, answers: [first: "yes"], facts: DecisionFacts([:]))
    #expect(
      after.checks?.checks.map(\.question.text) == [
        "Uploading from a file?", "Server answers 413?", "Server answers 413?",
      ])
    let last = try engine.decide(
      tree: tree, answers: [first: "yes", "uploading-from-a-file": "yes"], facts: DecisionFacts([:])
    )
    #expect(last.status == .question)
    #expect(last.checks == nil)
  }

  @Test("a run stops at a question with other options, which is asked next")
  func thenAsks() throws {
    let (engine, tree) = try Self.tree(
      """
      Task never runs?
      ├─ Identifier listed in Info.plist?
      │  ├─ NO → List it
      │  └─ YES → Handler registered at launch?
      │     ├─ NO → Register it at launch
      │     └─ YES → Which error does submit throw?
      │        ├─ unavailable? → Test on a device
      │        └─ notPermitted? → Add the background mode
      """)
    let run = try #require(
      try engine.decide(tree: tree, answers: [:], facts: DecisionFacts([:])).checks)
    #expect(run.checks.count == 2)
    #expect(run.thenAsk?.text == "Which error does submit throw?")
  }

  @Test("a question with several options starts no run")
  func choice() throws {
    let (engine, tree) = try Self.tree(
      """
      What is the work?
      ├─ Refresh? → BGAppRefreshTask
      └─ Maintenance? → BGProcessingTask
      """)
    #expect(try engine.decide(tree: tree, answers: [:], facts: DecisionFacts([:])).checks == nil)
  }
}
