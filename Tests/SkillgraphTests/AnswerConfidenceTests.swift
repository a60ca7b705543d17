import Foundation
import Testing

@testable import Skillgraph

/// Whether a search says that the content covers a question, on the shipped content.
@Suite("Answer confidence")
struct AnswerConfidenceTests {
  static let folder = Result { try TemporaryFolder.holdingShippedContent() }

  func confidence(_ question: String) throws -> AnswerConfidence {
    let folder = try Self.folder.get()
    let index = SearchIndex(folders: [folder.path], indexPath: folder.file("index.sqlite"))
    return try index.search(SearchRequest(text: question)).confidence
  }

  @Test(
    "questions about other platforms and other Apple topics are not answered with confidence",
    arguments: [
      "how do I schedule a periodic job with Android WorkManager",
      "Kotlin coroutines on a background thread",
      "git push rejected non-fast-forward",
    ])
  func outOfScope(question: String) throws {
    #expect(try confidence(question) == .low)
  }

  @Test(
    "questions the content answers are answered with confidence",
    arguments: [
      "my refresh task never runs", "BGTaskScheduler submit error code 1",
      "setTaskCompleted on every path",
    ])
  func inScope(question: String) throws {
    #expect(try confidence(question) == .high)
  }

  @Test("a question that matches nothing has no confidence at all")
  func nothing() throws {
    #expect(try confidence("zzqxv wplk") == AnswerConfidence.none)
  }
}
