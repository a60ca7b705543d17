import Foundation
import Testing

@testable import Skillgraph

@Suite("Search index: the asker's wording")
struct QueryWordingTests {
  /// A skill whose overview is too long to be returned in place of a section, so that each
  /// section answers on its own.
  static let skill = """
    ---
    name: chain
    description: Keeping a refresh chain going.
    ---

    # Chain

    \(String(repeating: "An overview that answers nothing in particular. ", count: 300))

    ## Scheduling

    Submit the next request from inside the handler; without it the chain ends after one run.

    ## SwiftUI

    Use the `.backgroundTask` modifier for background tasks in SwiftUI.

    ## Resources

    **WWDC**: WWDC22-10142 (background tasks in SwiftUI)
    """

  func firstResult(for question: String) throws -> String? {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("content/chain.md", Self.skill)
    let index = SearchIndex(folders: [folder.file("content")], indexPath: folder.file("i.sqlite"))
    return try index.search(SearchRequest(text: question)).results.first?.id
  }

  @Test("an irregular verb is also searched in its base form, and indexed with it")
  func irregularVerbs() throws {
    let plan = QueryPlan("my refresh ran once and then woke up never again")
    #expect(plan.baseForms == ["run", "wake"])
    #expect(plan.terms.contains("run") && plan.terms.contains("wake"))
    #expect(!plan.wordPairs.contains { $0.hasSuffix(" run") || $0.hasPrefix("run ") })
    #expect(QueryPlan("it runs").baseForms.isEmpty)
    #expect(
      SearchText.keywords(for: "The task ran, then it woke").split(separator: " ").contains("run"))
    #expect(try firstResult(for: "it ran") == "chain#scheduling")
  }

  @Test("a question asking for a WWDC video or documentation finds the Resources section")
  func resources() throws {
    #expect(
      try firstResult(for: "WWDC video about background tasks in SwiftUI") == "chain#resources")
    #expect(try firstResult(for: "background tasks in SwiftUI") == "chain#swiftui")
    #expect(KindIntent.headingPrior(["Chain", "Resources"]) == 0.4)
    #expect(KindIntent.headingPrior(["Chain", "Resources"], asksForResources: true) == 1)
    #expect(KindIntent.headingPrior(["Chain", "Example Prompts"], asksForResources: true) == 0.4)
  }

  @Test("a question's concepts found phrase by phrase are those the first-word table finds")
  func scannedConcepts() throws {
    var texts = [
      "the user swiped away the app", "my task doesn't fire", "swipe to delete a row",
      "every time the app opens it never runs again", "force quit force quit", "",
    ]
    for name in try FileManager.default.contentsOfDirectory(atPath: ShippedContentTests.folder)
    where name.hasSuffix(".md") {
      let text = try String(
        contentsOfFile: ShippedContentTests.folder + "/" + name, encoding: .utf8)
      texts += text.split(separator: "\n").map(String.init)
    }
    var withConcepts = 0
    for text in texts {
      let words = SearchText.words(text)
      let scanned = Synonyms.scannedConcepts(in: words)
      #expect(scanned == Synonyms.concepts(in: words), "\(text)")
      if !scanned.isEmpty { withConcepts += 1 }
    }
    #expect(withConcepts > 100)
  }

  @Test("every synonym phrase is written as questions are split, and names one concept")
  func synonymTable() {
    var concepts: [String: String] = [:]
    for (concept, phrases) in Synonyms.concepts {
      for phrase in phrases {
        // A phrase that `SearchText.words` cannot produce (a capital, punctuation, two spaces)
        // would never match, and a phrase of two concepts would tie them together.
        #expect(SearchText.words(phrase).joined(separator: " ") == phrase, "\(phrase)")
        let earlier = concepts.updateValue(concept, forKey: phrase)
        #expect(earlier == nil || earlier == concept, "\(phrase): \(earlier ?? "") and \(concept)")
      }
    }
    #expect(concepts.count > 1_600)
  }

  @Test("a preview starts at the line holding the most of the question's words")
  func matchingLine() {
    let lines = [
      "Example 1: a nightly sync", "The user swipes the app away from the switcher",
      "Then nothing runs until the app opens", "Swipe away also stops refresh",
    ]
    // "users" is not in "user"; "swipe" and "away" are in lines 1 and 3: the first one wins.
    #expect(MatchingLine.position(in: lines, for: "users swipe the app away") == 1)
    #expect(MatchingLine.position(in: lines, for: "Nothing RUNS") == 2)
    #expect(MatchingLine.position(in: lines, for: "what is it for") == nil)
    #expect(MatchingLine.position(in: [], for: "swipe") == nil)
  }
}
