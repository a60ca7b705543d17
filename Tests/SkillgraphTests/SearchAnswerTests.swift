import Foundation
import Testing

@testable import Skillgraph

@Suite("Search index: answers")
struct SearchAnswerTests {
  func search(_ request: SearchRequest) throws -> SearchResponse {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    return try SearchIndex(folders: [folder.file("content")], indexPath: folder.file("i.sqlite"))
      .search(request)
  }

  @Test(
    "camel-case identifiers split into words",
    arguments: [
      ("BGTaskScheduler", ["BG", "Task", "Scheduler"]),
      ("setTaskCompleted", ["set", "Task", "Completed"]),
      ("URLSessionConfiguration", ["URL", "Session", "Configuration"]),
      ("plain", []),
    ])
  func identifierParts(identifier: String, parts: [String]) {
    #expect(IdentifierSplitter.parts(of: Substring(identifier)).map(String.init) == parts)
  }

  @Test("synonyms find the same concept in other words")
  func synonyms() {
    #expect(
      ShippedVocabulary.content.concepts(in: SearchText.words("swipe to delete a row")).isEmpty)
    #expect(
      ShippedVocabulary.content.concepts(in: SearchText.words("the user swiped away the app")) == [
        "forcequit"
      ])
    #expect(
      ShippedVocabulary.content.concepts(in: SearchText.words("My task doesn't fire")) == [
        "neverruns"
      ])
  }

  @Test("words of an identifier find it; the result carries its provenance")
  func identifierWords() throws {
    let response = try search(SearchRequest(text: "task completed"))
    let first = try #require(response.results.first)
    #expect(first.id == "refresh#completion")
    #expect(first.headingPath == ["Refresh", "Completion"])
    #expect(first.source.startLine == 17)
    #expect(first.source.path.hasSuffix("content/refresh.md"))
    #expect(first.text.hasPrefix("## Completion"))
    #expect(first.tokens > 0)
  }

  @Test("--fact ios=17 marks what needs iOS 26, and keeps it")
  func unavailable() throws {
    let response = try search(
      SearchRequest(text: "export BGContinuedProcessingTask", iosVersion: 17))
    let export = try #require(response.results.first { $0.id == "refresh#export-ios-26" })
    #expect(export.unavailable == true)
    #expect(export.minimumOS == "iOS 26")
    #expect(export.unavailableReason?.contains("iOS 17") == true)
  }

  @Test("kind and skill filters")
  func filters() throws {
    let response = try search(SearchRequest(text: "background", skillID: "transfers"))
    #expect(!response.results.isEmpty)
    #expect(response.results.allSatisfy { $0.skill.id == "transfers" })
    #expect(try search(SearchRequest(text: "background", kind: .checklist)).results.isEmpty)
  }

  @Test("a token budget shortens the last text at a paragraph and says so")
  func tokenBudget() throws {
    let head = "## Scheduling\n\nFirst paragraph here."
    let code = "```\n" + String(repeating: "let x = 1\n\n", count: 20) + "```"
    let text = head + "\n\n" + code + "\n\n" + String(repeating: "Last paragraph. ", count: 20)
    let result = SearchResult(
      id: "s#x", kind: .section, title: "Scheduling",
      skill: .init(id: "s", title: "S", version: nil), headingPath: ["S"], text: text,
      tokens: TokenEstimate.tokens(in: text), score: 1,
      source: SourceSpan(path: "s.md", startLine: 1, endLine: 9))
    let limit = TokenEstimate.tokens(in: head) + 30
    let budget = TokenBudget(limit: limit).apply(to: [result, result])
    #expect(budget.truncated)
    #expect(budget.results.count == 1)
    let shortened = try #require(budget.results.first)
    #expect(shortened.truncated == true)
    #expect(shortened.text.hasPrefix(head + "\n\n[… truncated"))
    #expect(shortened.tokens <= limit)
    #expect(TokenBudget(limit: 10_000).apply(to: [result]).truncated == false)
  }

  @Test("a best result that cannot be shortened (one code fence) gives way to the next that fits")
  func budgetSkipsUnshortenable() throws {
    func result(_ id: String, _ text: String) -> SearchResult {
      SearchResult(
        id: id, kind: .section, title: id, skill: .init(id: "s", title: "S", version: nil),
        headingPath: ["S"], text: text, tokens: TokenEstimate.tokens(in: text), score: 1,
        source: SourceSpan(path: "s.md", startLine: 1, endLine: 9))
    }
    let tree = result(
      "s/tree-1", "```\n" + String(repeating: "├─ YES → go on\n", count: 40) + "```")
    let small = result("s#small", "A short answer in one paragraph.")
    let budget = TokenBudget(limit: 60).apply(to: [tree, small])
    #expect(budget.truncated)
    #expect(budget.results.map(\.id) == ["s#small"])
    #expect(TokenBudget(limit: 5).apply(to: [tree]).results.isEmpty)
  }
}
