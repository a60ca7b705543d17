import SkillgraphDecisions
import SkillgraphIngest
import SkillgraphSearch
import SkillgraphSupport
import Testing

/// The small readers behind descriptions in words and routing tables, on inline inputs.
@Suite("description words and routing tables")
struct DescriptionWordsTests {
  @Test(
    "facts in words: iOS version, duration and size",
    arguments: [
      ("app supports iOS 16", "ios", "16"), ("runs for 5 minutes", "duration", "300s"),
      ("a 2 GB file", "size", "2000000000"), ("iOS17.4 only", "ios", "17.4"),
    ])
  func facts(text: String, name: String, value: String) {
    #expect(StatedFact.facts(in: text)[name]?.value == value)
  }

  @Test("no fact from a number without its unit")
  func noFact() {
    #expect(StatedFact.facts(in: "code 16 after 5 tries").isEmpty)
  }

  @Test("a negation drops the words after it, not those before")
  func negation() {
    let terms = DescriptionTerms(
      "testing on device, not the simulator", vocabulary: .empty, droppingNegated: true)
    #expect(terms.stems["simulator"] == nil)
    #expect(terms.stems["test"] == "testing")
  }

  @Test("a reverse-DNS identifier names nothing; an API path and a file name stay")
  func identifiers() {
    let terms = DescriptionTerms(
      "start it for example on tap, identifier com.example.sync-task.", vocabulary: .empty)
    #expect(terms.stems["example"] == "example")
    #expect(terms.stems["sync"] == nil)
    let only = DescriptionTerms("identifier com.example.sync", vocabulary: .empty)
    #expect(only.stems["example"] == nil)
    #expect(
      SearchText.withoutReverseDNSNames(
        "(com.acme.video), UIApplication.shared.endBackgroundTask in Info.plist")
        == "  UIApplication.shared.endBackgroundTask in Info.plist")
    #expect(SearchText.withoutReverseDNSNames("id:\ncom.acme.sync\nthen") == "id:   then")
  }

  @Test("stems: plural and verb endings removed, short words kept")
  func stems() {
    #expect(DescriptionTerms.stem("taps") == "tap")
    #expect(DescriptionTerms.stem("fires") == "fire")
    #expect(DescriptionTerms.stem("passes") == "pass")
    #expect(DescriptionTerms.stem("process") == "process")
    #expect(DescriptionTerms.stem("bus") == "bus")
  }

  @Test("a table whose rows point at other documents routes; one that answers does not")
  func routing() {
    let routing = """
      | Need | Read |
      | --- | --- |
      | Layout | see skills/layout.md |
      | Data | [Data](data.md) |
      | Vision | /skill vision |
      """
    let answering = """
      | Code | Meaning |
      | --- | --- |
      | 0x8badf00d | watchdog |
      | 0xdead10cc | lock held |
      | 0xc00010ff | thermal |
      """
    #expect(RoutingTable.routes(routing))
    #expect(!RoutingTable.routes(answering))
    #expect(!RoutingTable.routes(routing + "\n" + String(repeating: "Prose line.\n", count: 8)))
  }

  @Test("a list of links routes (a table of contents); a list whose items answer does not")
  func routingList() {
    let contents = """
      ## Table of Contents

      - [Formatting](#formatting)
      - [Plurals](#plurals) — counts in every language
      1. [String catalogs](#string-catalogs)
      """
    let answering = """
      ## Checks

      - Use [`submit(_:)`](#submit) before the handler returns, or the chain of refreshes ends.
      - Set [`expirationHandler`](#expiration) first, since the system may end the task early.
      - Call [`setTaskCompleted`](#completed) on every path, including the failures.
      """
    #expect(RoutingTable.routes(contents))
    #expect(!RoutingTable.routes(answering))
  }
}
