import Testing

@testable import Skillgraph

/// Small inline trees through the drawn-tree parser, the builder, the guard parser and the dot
/// parser, before the fixtures.
@Suite("Decision tree parsing")
struct DecisionTreeParsingTests {
  /// The tree of `literal` (a drawn tree starting at line 1), dumped.
  static func dump(_ literal: String) -> String {
    let parsed = DrawnTreeParser().parse(literal, firstLine: 1)
    var builder = DecisionTreeBuilder(path: "inline.md")
    guard let root = parsed.roots.first else { return "" }
    return TreeDump.lines(of: builder.node(forRoot: root), depth: 0).joined(separator: "\n")
  }

  @Test(
    "connector columns give depth; rails and blank lines are spacing; left-edge text starts a root")
  func rawStructure() {
    let literal =
      "Root?\n│\n├─ A?\n│  ├─ A1 → x\n│  │   wrapped note\n│  └─ A2 → y\n│\n└─ B → z\n\nSecond root?\n+-- C --> w\n"
    let parsed = DrawnTreeParser().parse(literal, firstLine: 10)
    #expect(parsed.roots.map(\.label) == ["Root?", "Second root?"])
    #expect(parsed.roots[0].children.map(\.label) == ["A?", "B → z"])
    #expect(parsed.roots[0].children[0].children.map(\.label) == ["A1 → x", "A2 → y"])
    #expect(parsed.roots[0].children[0].children[0].notes == ["wrapped note"])
    #expect(parsed.roots[0].children[0].children.map(\.line) == [13, 15])
    #expect(parsed.roots[1].children.map(\.line) == [20])
    #expect(parsed.style == .boxDrawing)
    #expect(parsed.misalignedLines.isEmpty)
  }

  @Test("'+--' and '|--' trees are ASCII, and a '-->' line is its parent's outcome")
  func asciiArrowLine() {
    #expect(
      Self.dump("Need it?\n+-- Now?\n|   --> Do it now\n+-- Later?\n    --> Schedule it\n") == """
        L1 ? multipleChoice need-it: Need it?
          L2 - now: Now?
            L3 = do-it-now: Do it now
          L4 - later: Later?
            L5 = schedule-it: Schedule it
        """)
    #expect(DrawnTreeParser().parse("Q?\n|-- a -> b\n`-- c -> d\n", firstLine: 1).style == .ascii)
  }

  @Test("a node whose children are YES/NO is a yes/no question with options yes and no")
  func yesNo() {
    #expect(
      Self.dump("Is it urgent?\n├─ YES → Run now\n└─ no → Schedule (Pattern 2)\n") == """
        L1 ? yesNo is-it-urgent: Is it urgent?
          L2 - yes: YES
            L2 = run-now: Run now
          L3 - no: no
            L3 = schedule-pattern-2: Schedule (Pattern 2) patterns=2
        """)
  }

  @Test("A → B → C is an outcome of steps, and skills/x.md targets are links")
  func stepsAndLinks() {
    #expect(
      Self.dump("Which?\n├─ Push? → Wake → Fetch → Finish\n└─ Docs? → See skills/push-ref.md\n")
        == """
        L1 ? multipleChoice which: Which?
          L2 - push: Push?
            L2 = wake-fetch-finish: Wake → Fetch → Finish steps=[Wake | Fetch | Finish]
          L3 - docs: Docs?
            L3 = see-skills-push-ref-md: See skills/push-ref.md links=skills/push-ref.md
        """)
  }

  @Test("children that are questions with nothing below are checks")
  func checks() {
    #expect(
      Self.dump("Never runs?\n├─ Registered?\n└─ Identifier matches?\n") == """
        L1 ? checks never-runs: Never runs?
          L2 - registered: Registered?
            (nothing below)
          L3 - identifier-matches: Identifier matches?
            (nothing below)
        """)
  }

  @Test("B ending in '?' after an arrow is a nested question over the children")
  func nestedQuestion() {
    #expect(
      Self.dump(
        "Start?\n├─ Short → Built with SwiftUI?\n│  ├─ YES → Modifier\n│  └─ NO → Task\n└─ Long → Processing\n"
      ) == """
        L1 ? multipleChoice start: Start?
          L2 - short: Short
            L2 ? yesNo built-with-swiftui: Built with SwiftUI?
              L3 - yes: YES
                L3 = modifier: Modifier
              L4 - no: NO
                L4 = task: Task
          L5 - long: Long
            L5 = processing: Processing
        """)
  }

  @Test("an arrow with nothing after it is an outcome without target, with a warning")
  func emptyTarget() {
    let parsed = DrawnTreeParser().parse("Pick?\n├─ A → Done\n└─ B →\n", firstLine: 7)
    var builder = DecisionTreeBuilder(path: "inline.md")
    let root = builder.node(forRoot: parsed.roots[0])
    #expect(root.outcomes.map(\.text) == ["Done", ""])
    #expect(builder.diagnostics.map(\.identifier) == ["decision-outcome-without-target"])
    #expect(builder.diagnostics.first?.range.start.line == 9)
  }

  @Test("repeated question and outcome texts get de-duplicated IDs")
  func uniqueIDs() {
    let text = Self.dump(
      "Which?\n├─ A?\n│  ├─ YES → Same\n│  └─ NO → Other\n└─ B?\n   ├─ YES → Same\n   └─ NO → Other\n"
    )
    #expect(text.contains("= same: Same"))
    #expect(text.contains("= same-1: Same"))
    #expect(text.contains("= other-1: Other"))
  }

  @Test(
    "only fences drawn with connectors and holding a '?' or an arrow look like trees",
    arguments: [
      ("Q?\n├─ a\n", true), ("+-- a --> b\n", true), ("├─ a\n└─ b\n", false), ("a → b\n", false),
    ])
  func looksLikeTree(literal: String, expected: Bool) {
    #expect(DrawnTreeParser.looksLikeDecisionTree(literal) == expected)
  }

  @Test(
    "a lone 'A → B → C' under an option is an outcome of three steps, not a one-option question")
  func singleChainChild() {
    let text = Self.dump(
      "Need?\n├─ Server changed data?\n│  └─ Silent push → fetch → complete (Pattern 7)\n└─ Other?\n   └─ Something\n"
    )
    #expect(
      text.contains(
        "= silent-push-fetch-complete-pattern-7: Silent push → fetch → complete (Pattern 7)"))
    #expect(!text.contains("? multipleChoice server-changed-data"))
  }
}
