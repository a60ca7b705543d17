import Testing

@testable import Skillgraph

/// Drawn decisions read whole: trees inside boxes, `┌─` first children, if/else ladders,
/// numbered roots, outcomes continued on their indented lines, `──>` arrows.
@Suite("Drawn decision trees read whole")
struct DrawnTreeReadingTests {
  /// The one tree of a fenced drawing, and the graph it was read into.
  static func tree(_ drawing: String) throws -> (DecisionTree, KnowledgeGraph) {
    let graph = try TreeShapeTests.fenced(drawing)
    #expect(graph.decisionTrees.count == 1, "\(graph.decisionTrees.map(\.title))")
    return (try #require(graph.decisionTrees.first), graph)
  }

  /// Every question, option and outcome text of `tree`.
  static func texts(_ tree: DecisionTree) -> [String] {
    TreeReadingAccuracyTests.texts(of: tree.root).map(\.1)
  }

  static func dump(_ tree: DecisionTree) -> String {
    TreeDump.lines(of: tree.root, depth: 0).joined(separator: "\n")
  }

  @Test("a question with its answers indented under it, without connectors, is a tree")
  func indentedAnswers() throws {
    let (tree, _) = try Self.tree(
      """
      Does the user configure which data the widget shows?
        YES → AppIntentTimelineProvider (configurable widget)
        NO  → TimelineProvider (static widget, one configuration)
      """)
    #expect(tree.title == "Does the user configure which data the widget shows?")
    #expect(
      tree.root.outcomes.map(\.text) == [
        "AppIntentTimelineProvider (configurable widget)",
        "TimelineProvider (static widget, one configuration)",
      ])
  }

  @Test("a flow arrow alone on its line is no node: the checks after it stay one tree")
  func flowArrowLines() throws {
    let (tree, _) = try Self.tree(
      """
      User reports build failure
      ↓
      Run mandatory checks (directory, processes, Derived Data)
      ↓
      Identify issue:
      ├─ No project file → Report "wrong directory"
      ↓
      ├─ Derived Data > 10GB → Clean Derived Data
      └─ All checks clean → Report "environment is clean"
      """)
    #expect(tree.title == "Identify issue:")
    #expect(!Self.texts(tree).contains("↓"))
    #expect(tree.root.outcomes.count == 3)
  }

  @Test("a tree drawn inside a box loses its border and keeps its question and branches")
  func boxedTree() throws {
    let (tree, _) = try Self.tree(
      """
      ┌─────────────────────────────────────────────┐
      │ Should I switch to SQLiteData?              │
      ├─────────────────────────────────────────────┤
      │                                             │
      │  Performance problems with 10k+ records?    │
      │    YES → SQLiteData (10-50x faster)         │
      │                                             │
      │  Happy with SwiftData for simple CRUD?      │
      │    YES → Stay with SwiftData                │
      │                                             │
      └─────────────────────────────────────────────┘
      """)
    #expect(tree.title == "Should I switch to SQLiteData?")
    #expect(!Self.texts(tree).contains(where: TreeReadingAccuracyTests.hasBorder))
    #expect(
      tree.root.outcomes.map(\.text) == ["SQLiteData (10-50x faster)", "Stay with SwiftData"])
  }

  @Test("a box whose top border carries the question reads the tree inside it")
  func questionInTopBorder() throws {
    let (tree, graph) = try Self.tree(
      """
      ┌─ Need to expose app functionality? ────────────┐
      │                                                 │
      │  ┌─ YES → App Intents                           │
      │  │        └─ Want instant availability?         │
      │  │           └─ YES → App Shortcuts             │
      │  │                                              │
      │  └─ NO → Exposing app content?                  │
      │           ├─ User-initiated activity?           │
      │           │  └─ YES → NSUserActivity            │
      │           └─ Indexing all content?              │
      │              └─ YES → Core Spotlight            │
      └─────────────────────────────────────────────────┘
      """)
    #expect(tree.title == "Need to expose app functionality?")
    #expect(!Self.texts(tree).contains(where: TreeReadingAccuracyTests.hasBorder))
    #expect(
      Set(tree.root.outcomes.map(\.text)).isSuperset(of: [
        "App Shortcuts", "NSUserActivity", "Core Spotlight",
      ]))
    #expect(!graph.diagnostics.contains { $0.identifier == "tree-indentation" })
  }

  @Test("a question, a blank line, then a `┌─` first child: the question is the root")
  func cornerFirstChild() throws {
    let (tree, _) = try Self.tree(
      """
      What do you need?

      ┌─ Just let the user pick a photo?
      │  └─ PhotosPicker
      │
      ├─ Need a custom camera UI?
      │  └─ AVCaptureSession
      │
      └─ Need to scan documents?
         └─ VisionKit
      """)
    #expect(tree.title == "What do you need?")
    guard case .question(let root) = tree.root else {
      Issue.record("the root is not a question")
      return
    }
    #expect(root.text == "What do you need?")
    #expect(root.options.count == 3)
  }

  @Test("an if/else ladder is one tree whose every 'no' leads to the next question")
  func ladder() throws {
    let (tree, _) = try Self.tree(
      """
      Q1: Is "Location updates" checked in Background Modes?
      ├─ NO → Background location silently disabled
      │   Fix: Enable it in Signing & Capabilities
      │
      └─ YES → Check next

      Q2: Is a background activity session held?
      ├─ NO → Hold a CLBackgroundActivitySession
      │
      └─ YES → Check next

      Q3: Is the app authorized Always?
      ├─ NO → Request Always authorization
      └─ YES → File a bug with a sysdiagnose
      """)
    #expect(
      Self.dump(tree) == """
        L10 ? yesNo q1-is-location-updates-checked-in-background-modes: Q1: Is "Location updates" checked in Background Modes?
          L11 - no: NO
            L11 = background-location-silently-disabled: Background location silently disabled
          L14 - yes: YES
            L16 ? yesNo q2-is-a-background-activity-session-held: Q2: Is a background activity session held?
              L17 - no: NO
                L17 = hold-a-clbackgroundactivitysession: Hold a CLBackgroundActivitySession
              L19 - yes: YES
                L21 ? yesNo q3-is-the-app-authorized-always: Q3: Is the app authorized Always?
                  L22 - no: NO
                    L22 = request-always-authorization: Request Always authorization
                  L23 - yes: YES
                    L23 = file-a-bug-with-a-sysdiagnose: File a bug with a sysdiagnose
        """)
  }

  @Test("questions answered only by YES chain to the next question, rails or not")
  func yesOnlyLadder() throws {
    let (railed, _) = try Self.tree(
      """
      Need a simple UI update timer?
      ├─ Yes → Timer
      │
      Need precise timing?
      ├─ Yes → DispatchSourceTimer
      │
      Need Combine integration?
      └─ Yes → Timer.publish
      """)
    #expect(railed.root.outcomes.map(\.text) == ["Timer", "DispatchSourceTimer", "Timer.publish"])
    #expect(railed.title == "Need a simple UI update timer?")
    let (inline, _) = try Self.tree(
      """
      Need depth from ONE color?           → Hierarchical
      Need specific colors per layer?      → Palette
      Just need a tinted icon?             → Monochrome (default)
      """)
    #expect(
      inline.root.outcomes.map(\.text) == ["Hierarchical", "Palette", "Monochrome (default)"])
    guard case .question(let first) = inline.root else {
      Issue.record("the root is not a question")
      return
    }
    #expect(first.kind == .yesNo)
    #expect(first.options.map(\.id) == ["yes", "no"])
  }

  @Test("a ladder longer than the depth limit is split, each tree within the limit")
  func longLadder() throws {
    let drawing = (1...200).map { "Question \($0)? → Answer \($0)" }.joined(separator: "\n")
    let graph = try TreeShapeTests.fenced(drawing)
    #expect(graph.decisionTrees.count > 1)
    for tree in graph.decisionTrees {
      var deepest = 0
      var stack: [(node: DecisionNode, depth: Int)] = [(tree.root, 1)]
      while let (node, depth) = stack.popLast() {
        guard case .question(let question) = node else { continue }
        deepest = max(deepest, depth)
        stack += question.options.compactMap(\.next).map { ($0, depth + 1) }
      }
      #expect(deepest <= DecisionTreeLimits.standard.depth, "\(tree.id): \(deepest)")
    }
    #expect(graph.decisionTrees.flatMap { $0.root.outcomes }.count == 200)
  }

  @Test("numbered roots with drawn children are one tree, and a wrapped question is whole")
  func numberedRoots() throws {
    let (tree, _) = try Self.tree(
      """
      Which store fits?
      0. Is the data a few small settings?
         ├── Yes → UserDefaults
         └── No → continue
      1. Does the data need queries
         across many records?
         ├── Yes → SwiftData
         └── No → Files in Application Support
      """)
    #expect(tree.title == "Which store fits?")
    var questions: [String] = []
    tree.root.forEachNode { node in
      if case .question(let question) = node { questions.append(question.text) }
    }
    #expect(questions.contains("Does the data need queries across many records?"))
    #expect(!questions.contains(where: TreeReadingAccuracyTests.endsMidSentence))
    #expect(
      tree.root.outcomes.map(\.text) == [
        "UserDefaults", "SwiftData", "Files in Application Support",
      ])
  }

  @Test("an outcome continues onto its indented lines, and an arrow at a line's end takes them")
  func continuedOutcomes() throws {
    let (tree, graph) = try Self.tree(
      """
      Model answers poorly?
      ├─ Instructions vague?
      │  └─ Imperative phrasing, a defined role, few-shot
      │     examples in the prompt (Pattern 1).
      └─ Answers cut short? →
            Raise the maximum response tokens
      """)
    #expect(
      tree.root.outcomes.map(\.text) == [
        "Imperative phrasing, a defined role, few-shot examples in the prompt (Pattern 1).",
        "Raise the maximum response tokens",
      ])
    #expect(tree.root.outcomes.first?.patternNumbers == [1])
    #expect(!graph.diagnostics.contains { $0.identifier == "decision-outcome-without-target" })
    let (lone, loneGraph) = try Self.tree("Answers empty?\n└─ YES →\n   Raise the limit\n")
    #expect(lone.root.outcomes.map(\.text) == ["Raise the limit"])
    #expect(!loneGraph.diagnostics.contains { $0.identifier == "decision-outcome-without-target" })
    let engine = DecisionEngine(graph: graph)
    guard case .question(let root) = tree.root else {
      Issue.record("the root is not a question")
      return
    }
    let answer = try engine.decide(
      tree: tree, answers: [root.id: root.options[1].id], facts: DecisionFacts([:]))
    #expect(answer.status == .outcome)
    #expect(answer.outcome?.title == "Raise the maximum response tokens")
  }

  @Test("`──>` and `──No──>` are arrows")
  func boxRuleArrows() throws {
    let (tree, _) = try Self.tree(
      """
      Crash on launch?
      ├──Yes──> Read the crash log
      └──No──> Profile the launch ──> App Launch template
      """)
    #expect(
      Self.dump(tree) == """
        L10 ? yesNo crash-on-launch: Crash on launch?
          L11 - yes: Yes
            L11 = read-the-crash-log: Read the crash log
          L12 - no: No
            L12 = profile-the-launch-app-launch-template: Profile the launch → App Launch template steps=[Profile the launch | App Launch template]
        """)
  }
}
