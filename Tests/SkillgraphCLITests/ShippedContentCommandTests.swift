import Foundation
import Testing

/// The commands on the shipped `Content/` folder.
@Suite("commands on the shipped content")
struct ShippedContentCommandTests {
  @Test("the shipped content checks clean, even with --warnings-as-errors")
  func checkClean() {
    let result = skillgraph("check", "--warnings-as-errors", "--content", shippedContent)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.isEmpty)
  }

  @Test("show --json of the shipped tree has a pattern number on every outcome")
  func treeOutcomes() throws {
    let result = skillgraph(
      "show", "background-processing/tree-1", "--json", "--content", shippedContent)
    #expect(result.status == 0)
    let entity = try #require(try result.data()["entity"] as? [String: Any])
    let root = try #require(entity["root"])
    var outcomes: [[String: Any]] = []
    var stack: [Any] = [root]
    while let node = stack.popLast() as? [String: Any] {
      if let outcome = node["outcome"] as? [String: Any] { outcomes.append(outcome) }
      if let question = node["question"] as? [String: Any],
        let options = question["options"] as? [[String: Any]]
      {
        stack += options.compactMap { $0["next"] }
      }
    }
    #expect(outcomes.count >= 8)
    for outcome in outcomes {
      let numbers = outcome["patternNumbers"] as? [Int] ?? []
      #expect(!numbers.isEmpty, "outcome without a pattern: \(outcome["text"] ?? "?")")
    }
  }

  @Test("stats on the shipped content reports its trees and no unresolved references")
  func stats() throws {
    let data = try skillgraph("stats", "--json", "--content", shippedContent).data()
    #expect((data["decisionTrees"] as? Int ?? 0) >= 6)
    #expect((data["crossReferences"] as? [String: Any])?["unresolved"] as? Int == 0)
    #expect((data["diagnostics"] as? [String: Any])?["errors"] as? Int == 0)
  }
}
