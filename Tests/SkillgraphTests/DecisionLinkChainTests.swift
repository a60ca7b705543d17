import Foundation
import Testing

@testable import Skillgraph

/// Following `skills/x.md` links from tree to tree: each hop costs its own tree, and a walk
/// stops after `DecisionEngine.maximumLinkHops` links and says so.
@Suite("The decision engine follows links along a chain of skills")
struct DecisionLinkChainTests {
  /// `count` skills `s1` … `sN`, each with one yes/no tree whose "yes" links the next skill.
  static func chain(_ count: Int) throws -> KnowledgeGraph {
    let files = (1...count).map { number in
      let next = number < count ? "skills/s\(number + 1).md" : "Done"
      return (
        "s\(number).md",
        "# S\(number)\n\n## Decision Tree\n\n```\nGo on?\n├─ Yes → \(next)\n└─ No → Stop\n```\n"
      )
    }
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (path, text) in files { try folder.write(path, text) }
    return try CorpusLoader(folders: [folder.path]).load()
  }

  func walk(_ graph: KnowledgeGraph) throws -> DecisionAnswer {
    let engine = DecisionEngine(graph: graph)
    let first = try #require(graph.decisionTrees.first { $0.skillID == "s1" })
    return try engine.decide(
      tree: first, answers: ["go-on": "yes"], facts: DecisionFacts([:]), followingLinks: true)
  }

  @Test("a short chain is walked to its last outcome, one link step per hop, with no advice")
  func shortChain() throws {
    let answer = try walk(try Self.chain(5))
    #expect(answer.status == .outcome)
    #expect(answer.outcome?.title == "Done")
    #expect(answer.tree.id.hasPrefix("s5/"))
    #expect(answer.path.filter { $0.settledBy == "link" }.count == 4)
    #expect(answer.advice == nil)
  }

  @Test("a chain longer than the hop limit stops at the limit and says where it would go on")
  func longChainStopsAtTheLimit() throws {
    let hops = DecisionEngine.maximumLinkHops
    let answer = try walk(try Self.chain(hops + 6))
    #expect(answer.status == .outcome)
    #expect(answer.path.filter { $0.settledBy == "link" }.count == hops)
    #expect(answer.tree.id.hasPrefix("s\(hops + 1)/"))
    let advice = try #require(answer.advice)
    #expect(advice.contains("\(hops) hops"))
    #expect(advice.contains("s\(hops + 2)/"))
  }

  @Test("the outcome at the end of a chain is composed in full, as a walk of that tree alone")
  func lastOutcomeInFull() throws {
    let graph = try Self.chain(3)
    let engine = DecisionEngine(graph: graph)
    let last = try #require(graph.decisionTrees.first { $0.skillID == "s3" })
    let alone = try engine.decide(tree: last, answers: ["go-on": "yes"], facts: DecisionFacts([:]))
    let followed = try walk(graph)
    #expect(followed.outcome == alone.outcome)
  }
}
