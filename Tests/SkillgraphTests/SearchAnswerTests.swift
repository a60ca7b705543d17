import Foundation
import SkillgraphSupport
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

  @Test("a search answers within its token budget, and 0 gives every result whole")
  func tokenBudget() throws {
    let budgeted = try search(SearchRequest(text: "refresh task completed", maxTokens: 150))
    #expect(budgeted.budget.maxTokens == 150)
    #expect(budgeted.budget.usedTokens <= 150)
    let whole = try search(SearchRequest(text: "refresh task completed", maxTokens: 0))
    #expect(whole.budget.maxTokens == nil)
    #expect(whole.results.count >= budgeted.results.count)
    #expect(!whole.results.contains { $0.cut })
  }
}
