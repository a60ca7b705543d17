import Foundation
import Skillgraph
import SkillgraphTestSupport
import Testing

@Suite("skillgraph query")
struct QueryCommandTests {
  func query(_ arguments: String...) -> CLIResult {
    skillgraph(
      arguments: ["query"] + arguments + [
        "--content", shippedContent, "--index", QueryTestIndex.content,
      ])
  }

  @Test("a pattern cut to passages keeps the field a question asks for: “how long” its Runtime")
  func runtimeFieldKept() throws {
    let data = try query("how long do I get after calling beginBackgroundTask", "--json").data()
    let first = try #require((data["results"] as? [[String: Any]])?.first)
    #expect(first["id"] as? String == "background-processing/pattern-5")
    #expect((first["text"] as? String)?.contains("**Runtime**: Apple documents no figure") == true)
  }

  @Test("--json results carry the contract's fields, and each ID is one `show` returns")
  func resultsAndShow() throws {
    let result = query("the task gets killed before it finishes", "--json", "--limit", "5")
    #expect(result.status == 0)
    let data = try result.data()
    let results = try #require(data["results"] as? [[String: Any]])
    let budget = try #require(data["budget"] as? [String: Any])
    #expect(results.count + (budget["resultsLeftOut"] as? Int ?? 0) == 5)
    for entry in results {
      for key in ["id", "kind", "title", "headingPath", "text", "tokens", "cut", "source"] {
        #expect(entry[key] != nil, "missing \(key)")
      }
      let id = try #require(entry["id"] as? String)
      let shown = skillgraph("show", id, "--content", shippedContent, "--json")
      #expect(shown.status == 0, "show \(id) failed: \(shown.output)")
      let source = try #require(entry["source"] as? [String: Any])
      let shownSource = try #require(try shown.data()["source"] as? [String: Any])
      #expect(source["startLine"] as? Int == shownSource["startLine"] as? Int)
      #expect(source["endLine"] as? Int == shownSource["endLine"] as? Int)
    }
  }

  @Test("without --json, results print for a person: title, path:lines, a few lines, no colour")
  func textOutput() {
    let result = query("setTaskCompleted", "--limit", "2")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("1. "))
    #expect(result.output.contains("Content/background-processing"))
    #expect(result.output.contains(" │ "))
    #expect(!result.output.contains("\u{1B}["))
  }

  @Test("a long section's preview starts at the lines that match the question")
  func previewOfTheMatch() {
    let result = query("users swipe the app away", "--limit", "3")
    #expect(result.status == 0)
    let previews = result.output.split(separator: "\n").filter { $0.hasPrefix("   │ ") }
    #expect(previews.contains { $0.hasPrefix("   │ … ") }, "\(result.output)")
    #expect(previews.contains { $0.lowercased().contains("swipe") }, "\(result.output)")
  }

  @Test(
    "a preview shows text: no table delimiter row, long lines cut after a word; lines end at the last"
  )
  func previewShowsText() throws {
    let long = String(repeating: "salvage value matters ", count: 8)
    let folder = try ContentFolder([
      "assets.md": """
      # Assets

      ## Useful Lives

      | Asset | Life | Salvage |
      |-------|------|---------|
      | Furniture and fixtures | 5-7 years | 10% |
      \(long)

      """
    ])
    defer { folder.remove() }
    let result = skillgraph(
      "query", "useful life of an asset", "--limit", "1", "--content", folder.path,
      "--index", folder.path + "/index.sqlite")
    #expect(result.status == 0, "\(result.output)")
    let previews = result.output.split(separator: "\n").filter { $0.hasPrefix("   │ ") }
    #expect(!previews.contains { $0.contains("|---") }, "\(result.output)")
    #expect(previews.contains { $0.contains("Furniture and fixtures") }, "\(result.output)")
    #expect(previews.contains { $0.hasSuffix("value matters…") }, "\(result.output)")
    #expect(result.output.contains("assets.md:1-8"), "\(result.output)")
  }

  @Test("in the terminal, --full shows each result's whole text, not a preview of four lines")
  func fullShowsWholeText() throws {
    let folder = try ContentFolder([
      "steps.md": """
      # Steps

      ## Testing the Launch

      First, set a breakpoint.

      1. Run the app.
      2. Pause it.
      3. Type the launch command:

         ```lldb
         e -l objc -- (void)[[Scheduler shared] simulateLaunch]
         ```

      4. Continue.
      """
    ])
    defer { folder.remove() }
    let arguments = [
      "query", "testing the launch", "--limit", "1", "--content", folder.path, "--index",
      folder.path + "/index.sqlite",
    ]
    let preview = skillgraph(arguments: arguments)
    #expect(preview.status == 0, "\(preview.output)")
    #expect(!preview.output.contains("1. Run the app."), "\(preview.output)")
    let whole = skillgraph(arguments: arguments + ["--full"])
    #expect(whole.status == 0, "\(whole.output)")
    let lines = whole.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains("   │    e -l objc -- (void)[[Scheduler shared] simulateLaunch]"))
    #expect(lines.contains("   │ First, set a breakpoint."), "\(whole.output)")
    #expect(lines.contains("   │ 1. Run the app."), "\(whole.output)")
    #expect(lines.contains("   │"), "\(whole.output)")
  }

  @Test("--json answers within the default budget; --max-tokens sets another, --full lifts it")
  func maxTokens() throws {
    func budget(_ arguments: String...) throws -> [String: Any] {
      let result = skillgraph(
        arguments: ["query", "how do I finish a long upload in the background", "--json"]
          + arguments + ["--content", shippedContent, "--index", QueryTestIndex.content])
      return try #require(try result.data()["budget"] as? [String: Any])
    }
    let standard = try budget()
    #expect(standard["maxTokens"] as? Int == SearchRequest.defaultMaxTokens)
    #expect((standard["usedTokens"] as? Int ?? .max) <= SearchRequest.defaultMaxTokens)
    let page = try budget("--max-tokens", "1000")
    #expect(page["maxTokens"] as? Int == 1000)
    #expect((page["usedTokens"] as? Int ?? .max) <= 1000)
    let small = try budget("--max-tokens", "300")
    #expect((small["usedTokens"] as? Int ?? .max) <= 300)
    for whole in [try budget("--full"), try budget("--max-tokens", "0")] {
      #expect(whole["maxTokens"] is NSNull)
      #expect((whole["usedTokens"] as? Int ?? 0) > SearchRequest.defaultMaxTokens)
    }
  }

  @Test("the budget counts the templates a result names: the answer states its own size")
  func budgetCountsTemplates() throws {
    let result = query("schedule a BGAppRefreshTask", "--json", "--max-tokens", "600")
    let data = try result.data()
    let results = try #require(data["results"] as? [[String: Any]])
    #expect(results.contains { ($0["templates"] as? [String])?.isEmpty == false }, "\(data)")
    let budget = try #require(data["budget"] as? [String: Any])
    // NB: the envelope is compact with sorted keys: `data` is what lies between its neighbours.
    let printed = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    let start = try #require(printed.range(of: #""data":"#)?.upperBound)
    let end = try #require(
      printed.range(of: #","schemaVersion":"#, options: .backwards)?.lowerBound)
    #expect(budget["usedTokens"] as? Int == (printed[start..<end].utf8.count + 3) / 4)
    #expect((budget["usedTokens"] as? Int ?? .max) <= 600)
  }

  @Test("--fact ios=17 marks iOS 26 results unavailable instead of dropping them")
  func unavailableResults() throws {
    let result = query("BGContinuedProcessingTask export", "--json", "--fact", "ios=17")
    let results = try #require(try result.data()["results"] as? [[String: Any]])
    #expect(results.contains { $0["unavailable"] as? Bool == true })
  }

  @Test("a pattern's Availability field says what it needs: iOS 16 for the SwiftUI modifier")
  func availabilityFieldMarksResults() throws {
    let result = query(
      "SwiftUI backgroundTask modifier", "--kind", "pattern", "--json", "--fact", "ios=14")
    let results = try #require(try result.data()["results"] as? [[String: Any]])
    let swiftUI = try #require(
      results.first { $0["id"] as? String == "background-processing/pattern-3" })
    #expect(swiftUI["minimumOS"] as? String == "iOS 16")
    #expect(swiftUI["unavailable"] as? Bool == true)
    let refresh = results.first { $0["id"] as? String == "background-processing/pattern-1" }
    #expect(refresh?["unavailable"] == nil, "iOS 13+ is available on iOS 14")
  }

  @Test(
    "exit codes: 2 nothing found, 64 usage, 74 an index that cannot be written",
    arguments: [
      (["zzqx qqzz"], Int32(2)),
      ([""], Int32(64)),
      (["refresh", "--kind", "bogus"], Int32(64)),
      (["refresh", "--fact", "ios=new"], Int32(64)),
      (["refresh", "--limit", "0"], Int32(64)),
      (["refresh", "--max-tokens", "-1"], Int32(64)),
      (["refresh", "--full", "--max-tokens", "300"], Int32(64)),
    ])
  func exitCodes(arguments: [String], status: Int32) {
    #expect(query(arguments: arguments).status == status)
  }

  func query(arguments: [String]) -> CLIResult {
    skillgraph(
      arguments: ["query"] + arguments + [
        "--content", shippedContent, "--index", QueryTestIndex.content,
      ])
  }

  @Test("a usage error's message reads as a sentence, also for a --fact without '='")
  func factWithoutValue() throws {
    let result = query("refresh", "--fact", "ios", "--json")
    #expect(result.status == 64)
    let error = try #require(try result.json()["error"] as? [String: Any])
    #expect(error["message"] as? String == "'ios' is not NAME=VALUE")
  }

  @Test("a --skill that names no skill says so and lists the skills, not 'nothing matches'")
  func unknownSkill() throws {
    let result = query("refresh", "--skill", "background-processing-dig")
    #expect(result.status == 2)
    #expect(result.errors.contains("no skill has the ID 'background-processing-dig'"))
    #expect(result.errors.contains("background-processing-diag"))
    let known = query("refresh", "--skill", "background-processing-diag")
    #expect(known.status == 0)
  }

  @Test("an index path that cannot be written is an I/O error (74) with a JSON error")
  func unwritableIndex() throws {
    let blocker = TestRunFolder.url
      .appendingPathComponent("skillgraph-blocker-\(UUID().uuidString)").path
    try Data("a file".utf8).write(to: URL(fileURLWithPath: blocker))
    defer { try? FileManager.default.removeItem(atPath: blocker) }
    let result = skillgraph(
      "query", "refresh", "--content", shippedContent, "--index", blocker + "/index.sqlite",
      "--json")
    #expect(result.status == 74)
    let error = try #require(try result.json()["error"] as? [String: Any])
    #expect(error["code"] as? String == "io")
  }
}
