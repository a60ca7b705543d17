import Skillgraph
import Testing

@testable import SkillgraphCLI

@Suite("Command failures: each cause with its exit status and the option that mends it")
struct CommandFailureTests {
  @Test(
    "each kind of cause exits with its documented status",
    arguments: [
      (SkillgraphError.unknownEntity("x", hint: ""), ExitStatus.notFound),
      (.noTreeFits("words", reason: "", trees: nil), ExitStatus.notFound),
      (.invalidArgument("--limit", reason: "bad"), ExitStatus.usage),
      (.targetWithoutProject, ExitStatus.usage),
      (.decision(.unknownTree("x", known: [])), ExitStatus.notFound),
      (.decision(.cycle(["a", "b"])), ExitStatus.contentErrors),
      (.decision(.badFact(name: "ios", value: "x", rule: "is bad")), ExitStatus.usage),
      (.template(.brokenTemplate("t", reason: "r")), ExitStatus.contentErrors),
      (.template(.fileExists(["a"])), ExitStatus.ioFailure),
      (.invalidAuditRules([]), ExitStatus.contentErrors),
      (.index(.lostUnit), ExitStatus.ioFailure),
      (.outputExists("t.md"), ExitStatus.ioFailure),
    ])
  func statuses(error: SkillgraphError, status: Int32) {
    #expect(CommandFailure(error).status == status)
  }

  @Test("no tree fits: a few trees are listed whole, a large collection's are not")
  func noTreeFitsListsAFew() {
    let few = SkillgraphError.noTreeFits(
      "words", reason: "", trees: ["a/tree-1 (A?)", "b/tree-1 (B?)"])
    #expect(few.description == "no decision tree fits 'words'; trees: a/tree-1 (A?), b/tree-1 (B?)")
    let many = SkillgraphError.noTreeFits(
      "how do I center a view", reason: "", trees: (1...320).map { "skill-\($0)/tree-1 (Q\($0)?)" })
    #expect(many.description.hasSuffix("and 312 more (`catalog --kind trees` lists them)"))
    #expect(many.description.utf8.count < 400, "\(many.description)")
  }

  @Test("the command line names the flag that mends a failure")
  func hints() {
    #expect(
      CommandFailure(.template(.fileExists(["a", "b"]))).message
        == "not overwriting existing files (pass --force to replace them): a, b")
    #expect(
      CommandFailure(.index(.notAnIndex("/i"))).message
        == "/i is not a Skillgraph index, so it was left as it is: remove it or give another --index"
    )
    #expect(
      CommandFailure(.outputExists("t.md")).message
        == "the transcript 't.md' exists; pass --force to replace it")
    #expect(
      CommandFailure(
        .unknownChoice("x", argument: "part", choices: ["skills", "trees", "templates"])
      ).message == "--kind takes skills, trees or templates, not 'x'")
  }
}
