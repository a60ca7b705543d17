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
      "my BGAppRefreshTask never runs; the settings screen has a custom background color",
      "I use pull to refresh in the UI; how do I refresh the feed with BGAppRefreshTask when the app is closed?",
    ])
  func inScope(question: String) throws {
    #expect(try confidence(question) == .high)
  }

  @Test(
    "a quantity or a reverse-DNS name of the developer's own case does not lower the confidence",
    arguments: [
      "my refresh handler downloads a 200 MB video and it gets cut off halfway",
      "the refresh task com.acme.newsreader.refresh gets cut off",
    ])
  func ownCase(question: String) throws {
    #expect(try confidence(question) == .high)
  }

  @Test(
    "a description naming the collection's own concept beside its app's own words is covered",
    arguments: [
      "Recipe app: a user taps Export to render a cookbook video of several minutes, then "
        + "switches apps and the export dies halfway. Should this be a continued processing task?",
      "Our florist app refreshes the day's bouquet orders with a BGAppRefreshTask, but on the "
        + "shop owner's phone the refresh never runs overnight.",
    ])
  func descriptionWithDomainWords(question: String) throws {
    #expect(try confidence(question) == .high)
  }

  @Test(
    "a description of another platform stays uncovered, however long",
    arguments: [
      "Our Android app uses WorkManager to upload knitting photos every night; on some Xiaomi "
        + "phones the periodic work never runs after the app is swiped away from recents.",
      "Our web app's countdown drifts because Safari on iOS throttles setInterval when the tab "
        + "is in the background for a few minutes. How do other sites keep their timers accurate?",
    ])
  func longOutOfScope(question: String) throws {
    #expect(try confidence(question) == .low)
  }

  @Test("a code the collection never writes still lowers the confidence")
  func unknownCode() throws {
    #expect(
      try confidence(
        "My API call from the login screen fails with Error Domain=NSURLErrorDomain Code=-1001")
        == .low)
  }

  @Test(
    "a question naming a look-alike topic of the collection's vocabulary is not answered with confidence",
    arguments: [
      "SwiftUI background color not changing", "pull to refresh in a SwiftUI List",
      "download the iOS simulator runtime in Xcode",
    ])
  func lookAlike(question: String) throws {
    #expect(try confidence(question) == .low)
  }

  @Test("a look-alike phrase lowers the confidence only when the best result does not hold it")
  func lookAlikeHeldByTheAnswer() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "tea.md",
      """
      # Tea

      Brewing tea at the right temperature.

      ## Green Tea Temperature

      Green tea brews at 80 degrees; boiling water makes green tea bitter.
      """)
    func confidence(_ question: String, outside phrase: String) throws -> AnswerConfidence {
      try folder.write("vocabulary.yml", "outside:\n  - \(phrase)\n")
      let index = SearchIndex(folders: [folder.path], indexPath: folder.file("index.sqlite"))
      let answer = try index.search(SearchRequest(text: question))
      #expect(answer.results.first?.title == "Green Tea Temperature")
      return answer.confidence
    }
    let question = "green tea temperature boiling water bitter"
    #expect(try confidence(question, outside: "unrelated words") == .high)
    #expect(try confidence(question, outside: "green tea bitter") == .high)
    #expect(try confidence(question, outside: "water bitter") == .low)
  }

  @Test("a question that matches nothing has no confidence at all")
  func nothing() throws {
    #expect(try confidence("zzqxv wplk") == AnswerConfidence.none)
  }
}
