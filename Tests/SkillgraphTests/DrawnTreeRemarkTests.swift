import Testing

@testable import Skillgraph

/// What in a tree is not a branch: a remark in parentheses under a question, and the heading
/// that names a numbered router.
@Suite("Drawn trees: remarks and router questions")
struct DrawnTreeRemarkTests {
  @Test("a branch that is only a remark in parentheses is no option and no outcome")
  func parenthesisedRemark() throws {
    let (tree, _) = try DrawnTreeReadingTests.tree(
      """
      Identify issue:
      ├─ No project file → Report "wrong directory"
      ├─ (following checks apply if directory verified)
      ↓
      ├─ Derived Data > 10GB → Clean Derived Data
      └─ All checks clean → Report "environment is clean"
      """)
    let texts = DrawnTreeReadingTests.texts(tree)
    #expect(!texts.contains { $0.contains("following checks") }, "\(texts)")
    #expect(tree.root.outcomes.count == 3)
    guard case .question(let question) = tree.root else {
      Issue.record("the root is no question")
      return
    }
    #expect(question.options.map(\.text).count == 3)
  }

  @Test("a pattern or a guard in parentheses still leads somewhere")
  func parenthesesThatLead() throws {
    #expect(DrawnTreeParser.isRemark("(following checks apply if directory verified)"))
    #expect(!DrawnTreeParser.isRemark("(Pattern 3)"))
    #expect(!DrawnTreeParser.isRemark("(iOS 17+) → Observation"))
    #expect(!DrawnTreeParser.isRemark("(a) first, (b) second"))
    #expect(!DrawnTreeParser.isRemark("()"))
  }

  /// The root question of the numbered router under `heading`, with `lead` before it.
  static func routerQuestion(heading: String, lead: String = "") throws -> String {
    let graph = try InlineCorpus.skill(
      "---\nname: sample-skill\ndescription: A sample.\n---\n# Sample\n\n## \(heading)\n\n"
        + (lead.isEmpty ? "" : lead + "\n\n")
        + "1. Data races or actor isolation? → `skills/races.md`\n"
        + "2. Writing async/await code? → `skills/async.md`\n"
        + "3. Slow builds? → `skills/builds.md`\n")
    let tree = try #require(graph.decisionTrees.first)
    guard case .question(let question) = tree.root else {
      Issue.record("the root is no question")
      return ""
    }
    #expect(tree.title == heading, "the heading still names the tree")
    return question.text
  }

  @Test("a numbered router's question is not its heading, unless the heading asks")
  func routerQuestionIsNotTheHeading() throws {
    #expect(try Self.routerQuestion(heading: "Decision Tree") == "Which of these applies?")
    #expect(
      try Self.routerQuestion(
        heading: "Decision Tree", lead: "Route here first. **What do you need?**")
        == "What do you need?")
    #expect(
      try Self.routerQuestion(heading: "Which skill do you need?") == "Which skill do you need?")
  }
}
