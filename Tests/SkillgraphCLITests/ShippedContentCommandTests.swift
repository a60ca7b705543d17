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

/// What the commands answer for situations developers bring, on the shipped content.
@Suite("commands answer developers' situations from the shipped content")
struct ShippedContentSituationTests {
  @Test("diagnose download-lost with every check fine ends at resume data, with its section")
  func lostDownloadEndsAtResumeData() throws {
    let fine = [
      "session-made-with-urlsessionconfiguratio=yes",
      "file-moved-before-didfinishdownloadingto=yes",
      "sessionsendslaunchevents-left-at-true-its-default=yes", "completion-handler-from=yes",
      "session-recreated-with-the-same=yes", "did-the-user-force-quit-the-app=no",
      "isdiscretionary-or-network-restrictions=no", "destination-folder-exists-and-is=yes",
    ]
    let result = skillgraph(
      arguments: ["diagnose", "--content", shippedContent, "--symptom", "download-lost", "--json"]
        + fine.flatMap { ["--answer", $0] })
    #expect(result.status == 0, "\(result.errors)")
    let data = try result.data()
    let title = try #require((data["outcome"] as? [String: Any])?["title"] as? String)
    #expect(title.contains("downloadTask(withResumeData:)"))
    let section = try #require((data["sections"] as? [[String: Any]])?.first)
    #expect(section["targetID"] as? String == "background-processing-diag#resume-data-checks")
  }

  @Test(
    "a pasted crash or console code finds the section that explains it first",
    arguments: [
      ("app killed 0x8badf00d in background", "0x8badf00d"),
      ("Termination Reason: RUNNINGBOARD 0xdead10cc", "0xdead10cc"),
      ("Error Domain=BGTaskSchedulerErrorDomain Code=3 \"(null)\"", "notPermitted"),
      (
        "No task request with identifier com.example.app.refresh has been scheduled",
        "No task request with identifier"
      ),
    ])
  func crashCodes(query: String, fact: String) throws {
    let result = skillgraph(
      "query", "--json", "--full", "--limit", "3", "--content", shippedContent, "--index",
      QueryTestIndex.content, "--", query)
    #expect(result.status == 0, "\(result.errors)")
    let first = try #require((try result.data()["results"] as? [[String: Any]])?.first)
    #expect((first["text"] as? String)?.contains(fact) == true, "\(first["id"] ?? "nothing")")
  }
}
