import Testing

@testable import SkillgraphCLI

/// How a typed line resolves in a menu.
@Suite("prompt menu")
struct PromptMenuTests {
  let menu = PromptMenu(
    title: "Need background time?",
    options: [
      .init(label: "YES", id: "yes"), .init(label: "NO", id: "no"),
      .init(label: "None of these", id: "none", isSpecial: true),
      .init(label: "Not sure", id: "not-sure", isSpecial: true),
    ], defaultIndex: 1, commands: [.back, .explain, .notSure, .quit])

  @Test(
    "numbers, IDs, whole texts and unique first letters choose options",
    arguments: [
      ("", 1), ("1", 0), ("2", 1), ("yes", 0), (" NO ", 1), ("y", 0), ("n", 1), ("none", 2),
      ("not-sure", 3), ("non", 2), ("not", 3), ("4", 3),
    ])
  func options(typed: String, index: Int) {
    #expect(menu.resolve(typed) == .choice(.option(index)))
  }

  @Test("command letters win over options", arguments: ["b", "?", "u", "q", "B"])
  func commands(typed: String) throws {
    let command = try #require(PromptCommand(rawValue: typed.lowercased()))
    #expect(menu.resolve(typed) == .choice(.command(command)))
  }

  @Test("an unknown number or text is a problem that says what to type")
  func problems() {
    guard case .problem(let message) = menu.resolve("9") else {
      Issue.record("9 resolved")
      return
    }
    #expect(message.contains("type 1-4"))
    guard case .problem(let other) = menu.resolve("maybe") else {
      Issue.record("maybe resolved")
      return
    }
    #expect(other.contains("'maybe' is not an option"))
  }

  @Test("first letters shared by several usual options are ambiguous")
  func ambiguous() {
    let options = PromptMenu(
      title: "Which?",
      options: [.init(label: "iOS 26+?", id: "a"), .init(label: "iOS 13-25?", id: "b")],
      defaultIndex: 0, commands: [])
    #expect(
      options.resolve("ios")
        == .problem("'ios' matches options 1, 2; type more letters or a number"))
    #expect(options.resolve("ios 2") == .choice(.option(0)))
  }
}
