import ArgumentParser
import Testing

@testable import SkillgraphCLI

/// The plain parser of `query`'s arguments against ArgumentParser: the same values wherever the
/// plain parser answers, and no answer where only ArgumentParser can (help, errors, odd forms).
@Suite("query arguments")
struct QueryArgumentsTests {
  static let plain: [[String]] = [
    ["view does not update"],
    ["view", "does", "not", "update", "--json"],
    ["--content", "A", "--content=B", "words", "--index", "i.sqlite", "--json"],
    ["--limit", "3", "--kind", "decisionOutcome", "--skill", "s", "q"],
    ["--fact", "ios=17", "--fact=ios=16", "--max-tokens", "800", "q", "--ranking", "plain"],
    ["--limit=0", "q"],
    ["q", "--full", "--json"],
    ["q", "--max-tokens=0"],
    [],
  ]

  static let forArgumentParser: [[String]] = [
    ["--help"], ["-h"], ["q", "--unknown"], ["q", "--limit", "x"], ["q", "--limit"],
    ["q", "--limit", "2", "--limit", "3"], ["--", "-q"], ["q", "--json", "--json"],
    ["q", "--index", "--json"], ["q", "--limit", "-1"], ["-x"], ["q", "--full", "--full"],
  ]

  @Test("the plain parser reads what ArgumentParser reads", arguments: plain)
  func sameValues(arguments: [String]) throws {
    let plain = try #require(QueryArguments(plainArguments: arguments))
    let parsed = try QueryCommand.parse(arguments)
    #expect(plain == parsed.arguments)
  }

  @Test("help, errors and odd forms are left to ArgumentParser", arguments: forArgumentParser)
  func leftToArgumentParser(arguments: [String]) {
    #expect(QueryArguments(plainArguments: arguments) == nil)
  }
}
