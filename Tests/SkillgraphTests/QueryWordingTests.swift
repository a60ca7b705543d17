import Foundation
import SkillgraphSupport
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

  /// The first result for `question` in a collection of the one skill `skill` (file `name`).
  func firstResult(
    for question: String, in skill: String = Self.skill, named name: String = "chain.md"
  ) throws -> String? {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("content/" + name, skill)
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
      SearchText.keywords(for: "The task ran, then it woke", vocabulary: .empty)
        .split(separator: " ").contains("run"))
    #expect(try firstResult(for: "it ran") == "chain#scheduling")
  }

  @Test("a platform name in camel case is a word, not parts: “iOS” is not searched as “i os”")
  func productNames() {
    let plan = QueryPlan("launch it on iOS, iPadOS and macOS from an iPhone via BGTaskScheduler")
    #expect(plan.terms.filter { ["i", "os", "pad", "mac", "phone"].contains($0) }.isEmpty)
    #expect(plan.identifierParts.contains("scheduler"))
    #expect(plan.identifiers.contains("ios") && plan.identifiers.contains("bgtaskscheduler"))
    #expect(QueryPlan.isProductName("watchOS") && QueryPlan.isProductName("iCloud"))
    #expect(!QueryPlan.isProductName("isEnabled") && !QueryPlan.isProductName("iOSVersion"))
  }

  @Test("a word the collection lacks is searched as its derived forms: “lint” as “linter”")
  func derivedForms() throws {
    let skill = """
      ---
      name: done
      description: Saying a change is done.
      ---

      # Done

      \(String(repeating: "An overview that answers nothing in particular. ", count: 300))

      ## Steps

      Read the output of every step of the work.

      ## Claims

      A linter run that passed is not a build: the linter does not compile anything.
      """
    #expect(
      try firstResult(for: "the lint step passed, is that enough", in: skill, named: "done.md")
        == "done#claims")
  }

  @Test("two words that spell a section's identifier title find it: “scalar value” `ScalarValue`")
  func identifierSpelledAsWords() throws {
    let skill = """
      ---
      name: kiln
      description: The kiln controller's types.
      ---

      # Kiln

      \(String(repeating: "An overview that answers nothing in particular. ", count: 300))

      ## Value

      A value read from the controller is an object or a scalar value: each case of the value
      enum is one type the controller knows, a scalar value or an object.

      ## ScalarValue

      ```
      enum ScalarValue {
          case Int(Int64)
          case Temperature(Double)
          case Unknown(typeCode: UInt8, data: Data)
      }
      ```
      """
    #expect(
      try firstResult(
        for: "which case of the scalar value enum holds a type the controller does not know",
        in: skill, named: "kiln.md") == "kiln#scalarvalue")
  }

  @Test("how often something happens is not what the question is about")
  func frequencyWords() throws {
    let skill = """
      # Tasks

      ## Location

      Request Always authorization; with Always the app is relaunched, Always is needed.

      ## Downloads

      A download cut off halfway resumes from its resume data.
      """
    #expect(
      try firstResult(for: "my download always gets cut off halfway", in: skill)
        == "chain#downloads")
    #expect(QueryPlan("it usually or sometimes fails").words == ["fails"])
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
      let scanned = ShippedVocabulary.content.scannedConcepts(in: words)
      #expect(scanned == ShippedVocabulary.content.concepts(in: words), "\(text)")
      if !scanned.isEmpty { withConcepts += 1 }
    }
    #expect(withConcepts > 100)
  }

  @Test("every vocabulary phrase is written as questions are split, and names one concept")
  func synonymTable() {
    let loaded = Vocabulary.load(ShippedVocabulary.files)
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.formatted))")
    var concepts: [String: String] = [:]
    for (concept, phrases) in loaded.vocabulary.concepts {
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

/// A collection's vocabulary file: read as data, checked with compiler-style diagnostics.
@Suite("Vocabulary files")
struct VocabularyFileTests {
  @Test("concepts and phrases are read in order, and problems point at their line")
  func readsAndReports() {
    let text = """
      concepts:
        forcequit:
          - force quit
          - Swipe Away
          - force quit
        Bad-Name:
          - anything
        neverruns:
          - never runs
          - force quit
      """
    let read = VocabularyFile.parse(text, path: "v.yml")
    #expect(read.concepts.map(\.concept) == ["forcequit", "neverruns"])
    #expect(read.concepts.first?.phrases == ["force quit"])
    let lines = read.diagnostics.map { "\($0.range.start.line) \($0.severity.rawValue)" }
    #expect(lines == ["4 error", "5 warning", "6 error", "10 warning"])
    #expect(read.diagnostics.allSatisfy { $0.identifier == "bad-vocabulary" })
  }

  @Test("the outside list is read with the concepts, each bad or repeated phrase a diagnostic")
  func outsidePhrases() {
    let text = """
      concepts:
        quit:
          - force quit
      outside:
        - background color
        - Background Image
        - background color
      """
    let read = VocabularyFile.parse(text, path: "v.yml")
    #expect(read.outside == ["background color"])
    #expect(read.concepts.map(\.concept) == ["quit"])
    let lines = read.diagnostics.map { "\($0.range.start.line) \($0.severity.rawValue)" }
    #expect(lines == ["6 error", "7 warning"])
    let odd = VocabularyFile.parse(
      "outsides:\n  - background color\noutside:\n  - [a, list]\n", path: "v.yml")
    #expect(
      odd.diagnostics.map { "\($0.range.start.line) \($0.message)" } == [
        "1 'outsides' is not a vocabulary key (concepts, outside), so it is ignored",
        "4 an outside phrase must be text",
      ])
    let notAList = VocabularyFile.parse("outside: background color\n", path: "v.yml")
    #expect(notAList.outside.isEmpty)
    #expect(notAList.diagnostics.map(\.message) == ["'outside' must list phrases"])
    let vocabulary = Vocabulary([], outside: ["background color"])
    #expect(vocabulary.scannedOutside(in: ["the", "background", "color"]) == ["background color"])
    #expect(vocabulary.scannedOutside(in: ["background", "colors"]).isEmpty)
  }

  @Test("a file that is not YAML, or has no concepts, is one diagnostic with its place")
  func badFiles() {
    let broken = VocabularyFile.parse("concepts:\n  a: [x\n", path: "v.yml")
    #expect(broken.concepts.isEmpty)
    #expect(broken.diagnostics.first?.message.contains("not valid YAML") == true)
    let empty = VocabularyFile.parse("words: []\n", path: "v.yml")
    #expect(empty.diagnostics.map(\.message) == ["the vocabulary has no 'concepts' mapping"])
  }

  @Test("check reports a collection's vocabulary problems with the skills'")
  func checkedWithTheCollection() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("skill.md", "# Skill\n\nA skill.\n")
    try folder.write("vocabulary.yml", "concepts:\n  quit:\n    - Force Quit\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    let found = graph.diagnostics.filter { $0.identifier == "bad-vocabulary" }
    #expect(found.map(\.range.start.line) == [3])
    #expect(found.first?.path.hasSuffix("vocabulary.yml") == true)
  }

  @Test("a collection's own concepts reach its search; another collection's do not")
  func ownConceptsOnly() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("a/skill.md", "# Skill\n\n## Zebra crossing\n\nStripes on the road.\n")
    try folder.write(
      "a/vocabulary.yml", "concepts:\n  crossing:\n    - zebra crossing\n    - crosswalk\n")
    try folder.write("b/skill.md", "# Skill\n\n## Zebra crossing\n\nStripes on the road.\n")
    let own = SearchIndex(folders: [folder.file("a")], indexPath: folder.file("a.sqlite"))
    #expect(
      try own.search(SearchRequest(text: "crosswalk")).results.first?.title == "Zebra crossing")
    let other = SearchIndex(folders: [folder.file("b")], indexPath: folder.file("b.sqlite"))
    #expect(try other.search(SearchRequest(text: "crosswalk")).results.isEmpty)
    try folder.write("a/vocabulary.yml", "concepts:\n  crossing:\n    - zebra crossing\n")
    let changed = try own.search(SearchRequest(text: "crosswalk"))
    #expect(changed.index.rebuilt, "a changed vocabulary rebuilds the index")
    #expect(changed.results.isEmpty)
  }
}
