import Foundation
import Testing

@testable import Skillgraph

/// Drawings that look like trees but decide nothing (phases, timelines, hierarchies, state
/// machines, box diagrams, procedures), read through the whole loader as small skills.
@Suite("What is not a decision tree")
struct TreeShapeTests {
  /// The graph of a skill whose "Decision" section holds `body` as written.
  static func graph(_ body: String) throws -> KnowledgeGraph {
    try InlineCorpus.skill(
      "---\nname: sample-skill\ndescription: A sample.\n---\n# Sample\n\n## Decision\n\n\(body)\n")
  }

  /// The graph of a skill whose "Decision" section holds `drawing` in an untagged fence.
  static func fenced(_ drawing: String, language: String = "") throws -> KnowledgeGraph {
    try graph("```\(language)\n\(drawing)\n```")
  }

  @Test("a phase plan is steps, not a tree, and its text stays in the graph")
  func phasePlan() throws {
    let graph = try Self.fenced(
      """
      Phase 1: Abstraction Layer (1-2 weeks)
      ├─ Create renderer interface hiding GL/Metal specifics
      └─ Convert shaders GLSL → MSL

      Phase 2: Metal Backend (2-4 weeks)
      ├─ Implement the Metal renderer
      └─ Milestone: feature parity
      """)
    #expect(graph.decisionTrees.isEmpty)
    #expect(graph.codeSnippets.contains { $0.code.contains("Phase 2: Metal Backend") })
  }

  @Test("a frame timeline is not a tree")
  func frameTimeline() throws {
    let graph = try Self.fenced(
      """
      Frame 1:
      ├─ Handle events (touches, key presses)
      ├─ Update UI (run view bodies)
      │  └─ Complete before frame deadline ✅
      └─ System renders → Visible on screen

      Frame 2:
      ├─ Handle events
      └─ System renders → Visible on screen
      """)
    #expect(graph.decisionTrees.isEmpty)
  }

  @Test("class and type hierarchies are not trees, optional types included")
  func hierarchies() throws {
    let graph = try Self.fenced(
      """
      SHCatalog (abstract)
      ├── SHCustomCatalog (mutable, user-created)
      └── (internal Shazam catalog)

      Container.Text
      ├── transcript: String
      ├── words: [RecognizedTextObservation]?
      └── title: String?

      SHSession         → delegate or AsyncSequence
      """)
    #expect(graph.decisionTrees.isEmpty)
  }

  @Test("a dot state machine and a dot process that loops back to a step are not trees")
  func dotStateMachineAndProcess() throws {
    let states = try Self.fenced(
      """
      digraph workout {
        notStarted -> running [label="start"];
        running -> paused [label="pause"];
        paused -> running [label="resume"];
        running -> ended [label="end"];
      }
      """, language: "dot")
    #expect(states.decisionTrees.isEmpty)
    let process = try Self.fenced(
      """
      digraph process {
        "Explore context" -> "Ask questions";
        "Ask questions" -> "Present design";
        "Present design" -> "User approves?";
        "User approves?" [shape=diamond];
        "User approves?" -> "Present design" [label="no, revise"];
        "User approves?" -> "Write the design" [label="yes"];
      }
      """, language: "dot")
    #expect(process.decisionTrees.isEmpty)
  }

  @Test("box diagrams and dependency arrows are not trees")
  func boxDiagrams() throws {
    let critical = try Self.fenced(
      """
      ┌─────────────────────────────────────────┐
      │  Critical Path: A → B → C → D (120s)   │
      │  Task A: 30s  ─────────┐               │
      │  Task B: 40s           ├─→ D: 20s      │
      │  Task C: 30s  ─────────┘               │
      └─────────────────────────────────────────┘
      """)
    #expect(critical.decisionTrees.isEmpty)
    let side = try Self.fenced(
      """
      Phase 1: SCAN          Phase 2: COMPILE
      ┌──────────────┐       ┌──────────────────┐
      │ Scan A.swift │   →   │ Compile A.swift  │
      └──────────────┘       └──────────────────┘
      """)
    #expect(side.decisionTrees.isEmpty)
    let dependencies = try Self.fenced(
      """
      App ──┬──→ Framework A
            └──→ Framework B
      Framework A ──→ Utilities
      """)
    #expect(dependencies.decisionTrees.isEmpty)
  }

  @Test("a numbered procedure with menu paths is not a tree, and check has nothing to say")
  func procedureWithMenuPaths() throws {
    let graph = try Self.graph(
      """
      1. **Open Xcode Organizer** (Window → Organizer → Crashes tab)
      2. **Select your app** from the left sidebar
      3. **Is the crash symbolicated?**
         - YES (you see function names) → Go to the crash report
         - NO (you see hex addresses) → Go to symbolication
      4. Xcode → Debug → Memory Debugger → Check "Real Memory"
      """)
    #expect(graph.decisionTrees.isEmpty)
    #expect(!graph.diagnostics.contains { $0.identifier == "decision-outcome-without-target" })
  }

  @Test("numbered steps whose arrows sit in their code are not a tree")
  func stepsWithCode() throws {
    let graph = try Self.graph(
      """
      1. **Check storage location** (5 min):
         ```swift
         // Were photos in Caches/?
         let inCaches = path.contains("/Caches/")
         // If yes → system purged them (expected)
         ```

      2. **Check if backed up** (5 min):
         ```swift
         // If excluded=true AND not synced → lost
         let excluded = values.isExcludedFromBackup
         ```

      3. **Check migration path** (10 min):
         - Did the app container path change?
         - Did we migrate data from the old location?
      """)
    #expect(graph.decisionTrees.isEmpty)
    #expect(!graph.diagnostics.contains { $0.identifier == "decision-outcome-without-target" })
  }

  @Test("a numbered list of If-conditions with targets is a decision")
  func ifConditionList() throws {
    let graph = try Self.graph(
      """
      1. If crash is "Unresolvable fault" AND versions differ → Schema mismatch
      2. If crash mentions "different thread" → Thread confinement
      3. If performance degrades with relationships → N+1 queries
      """)
    let tree = try #require(graph.decisionTrees.first)
    #expect(graph.decisionTrees.count == 1)
    #expect(
      tree.root.outcomes.map(\.text) == ["Schema mismatch", "Thread confinement", "N+1 queries"])
  }

  @Test("a router list of questions stays a tree")
  func routerList() throws {
    let graph = try Self.graph(
      """
      1. Data races or actor isolation? → `skills/swift-concurrency.md`
      2. Writing async/await code? → `skills/swift-concurrency.md`
      3. Slow builds? → `skills/build-performance.md`
      """)
    #expect(graph.decisionTrees.count == 1)
  }
}
