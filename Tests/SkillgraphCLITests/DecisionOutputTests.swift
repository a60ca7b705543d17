import Foundation
import Skillgraph
import SkillgraphTestSupport
import Testing

@testable import SkillgraphCLI

/// How a recommendation reads in a terminal: alternatives one line each, wrapped to the width
/// asked for, links as text, no repeated items.
@Suite("decision output")
struct DecisionOutputTests {
  static let situation = "user taps export, 5 minutes of work, app supports iOS 16"

  func decide(_ more: [String], environment: [String: String] = [:]) async throws -> ProcessOutput {
    try await runThroughPipe(
      [
        "decide", "--content", shippedContent, "--index", QueryTestIndex.content, "--situation",
        Self.situation,
      ] + more, input: "", environment: environment)
  }

  /// The lines of the Alternatives section.
  func alternatives(_ output: String) -> [String] {
    let lines = output.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: "Alternatives") else { return [] }
    return Array(lines[(start + 1)...].prefix { $0.hasPrefix("  ") })
  }

  @Test("with no tree, description or answer, the tree started is named, and how to choose another")
  func mainTreeNamed() async throws {
    let run = try await runThroughPipe(["decide", "--content", shippedContent], input: "")
    #expect(run.status == 0, "\(run.errors)")
    let first = run.output.components(separatedBy: "\n").first ?? ""
    #expect(first.hasPrefix("Tree: What does the app need to do while it is not on screen?"))
    #expect(
      first.contains("(background-processing/tree-1), the main tree; --tree ID or --situation"))
    let answered = try await runThroughPipe(
      [
        "decide", "--content", shippedContent, "--answer",
        "what-does-the-app-need-to-do-while-it-is-not-on-screen=large-download-or-upload",
      ], input: "")
    #expect(!answered.output.contains("the main tree"))
  }

  @Test("alternatives: those of the last question, one line each; all with --verbose")
  func alternativesOneLineEach() async throws {
    let short = alternatives(try await decide([]).output)
    #expect(short.count <= Recommendation.nearestLimit + 1)
    #expect(short.last?.contains("more after other answers (--verbose)") == true)
    #expect(short.dropLast().allSatisfy { $0.hasPrefix("  - ") && $0.contains("(answer “") })
    let verbose = alternatives(try await decide(["--verbose"]).output)
    #expect(verbose.count > short.count)
    #expect(verbose.allSatisfy { $0.hasPrefix("  - ") })
  }

  @Test("steps settled by the description show its words")
  func settledSteps() async throws {
    let output = try await decide([]).output
    #expect(output.contains("(from your words: “iOS 16”)"))
  }

  @Test("COLUMNS wraps every line; a pipe without it is not wrapped")
  func wrapped() async throws {
    let narrow = try await decide([], environment: ["COLUMNS": "60"]).output
    #expect(narrow.components(separatedBy: "\n").allSatisfy { $0.count <= 60 })
    let piped = try await decide([], environment: ["COLUMNS": ""]).output
    #expect(piped.components(separatedBy: "\n").contains { $0.count > 60 })
  }

  @Test("Markdown links print as text with their target, the anchor with its skill")
  func links() async throws {
    let output = try await runThroughPipe(
      [
        "decide", "--content", shippedContent, "--index", QueryTestIndex.content, "--situation",
        "RUNNINGBOARD 0xdead10cc",
      ], input: ""
    ).output
    #expect(!output.contains("](#"))
    #expect(
      output.contains("(Codes: background-processing-diag#0xdead10cc-lock-held-at-suspension)"))
  }

  @Test("repeated checklist items are printed once, in order")
  func distinct() {
    #expect(
      DecisionPrinter.distinct(["Submit early.", "Check  the plist.", "submit early.", "Done."])
        == ["Submit early.", "Check  the plist.", "Done."])
  }

  @Test("a link's anchor is qualified with the skill; other targets stay")
  func linkText() {
    #expect(
      MarkdownLinkText.plain("see ([Codes](#codes)) and [site](https://a.b)", skill: "s")
        == "see (Codes: s#codes) and site: https://a.b")
    #expect(MarkdownLinkText.plain("[not a link] (x)", skill: "s") == "[not a link] (x)")
  }

  @Test("an outcome that links a section comes with that section, as diagnose gives it")
  func linkedSections() throws {
    let result = skillgraph(
      "decide", "--json", "--content", shippedContent, "--tree",
      "background-processing-diag/tree-1", "--answer", "testing-in-the-simulator=no", "--answer",
      "identifier-in-bgtaskschedulerpermittedidentifiers-same-spelling=yes", "--answer",
      "uibackgroundmodes-has-fetch=yes", "--answer",
      "handler-registered-before-didfinishlaunchingwithoptions-returns=no")
    let sections = try #require(try result.data()["sections"] as? [[String: Any]])
    #expect(
      sections.map { $0["targetID"] as? String } == [
        "background-processing-diag#registration-checks"
      ])
    #expect(
      (sections.first?["markdown"] as? String)?.contains("@UIApplicationDelegateAdaptor") == true)
    let plain = skillgraph(
      "decide", "--json", "--content", shippedContent, "--answer",
      "what-does-the-app-need-to-do-while-it-is-not-on-screen=triggered-by-a-change-of-data-on-the-server"
    )
    let data = try plain.data()
    #expect(data["sections"] == nil, "an outcome without links has no sections")
    let pattern = (data["outcome"] as? [String: Any])?["pattern"] as? [String: Any]
    let points = try #require(pattern?["keyPoints"] as? [String])
    #expect(points.contains { $0.contains("apns-push-type: background") })
  }

  @Test("a recommendation says what its pattern needs: the background mode in Info.plist")
  func availabilityShown() async throws {
    let answers = [
      "--answer", "what-does-the-app-need-to-do-while-it-is-not-on-screen=another-background-mode",
      "--answer", "another-background-mode=talk-to-a-bluetooth-le-accessory",
    ]
    let json = skillgraph(arguments: ["decide", "--json", "--content", shippedContent] + answers)
    let outcome = try #require(try json.data()["outcome"] as? [String: Any])
    let pattern = try #require(outcome["pattern"] as? [String: Any])
    let availability = try #require(pattern["availability"] as? String)
    #expect(availability.contains("bluetooth-central"))
    #expect(availability.contains("UIBackgroundModes"))
    let terminal = try await runThroughPipe(
      ["decide", "--content", shippedContent] + answers, input: "")
    #expect(terminal.output.contains("\n  - Availability: "))
    #expect(terminal.output.contains("bluetooth-central"))
  }

  @Test("the terminal shows a pattern's key points with --verbose, else says how many there are")
  func keyPointsVerbose() async throws {
    let short = try await decide([]).output
    #expect(short.contains("key points (--verbose)"))
    let verbose = try await decide(["--verbose"]).output
    #expect(verbose.contains("Key points\n  - "))
    #expect(!verbose.contains("key points (--verbose)"))
  }
}

/// A router's table that points at other skills ranks below the section that answers.
@Suite("routing tables")
struct RoutingTableRankingTests {
  @Test(
    "Axiom's triage table is not the first answer to a question it only routes",
    .needsSharedCorpus(SharedCorpus.axiomSkills))
  func triageBelowAnswer() throws {
    let result = skillgraph(
      "query", "--content", AxiomSample.folder, "--index", AxiomSample.index, "--json",
      "--limit", "3", "--", "speech to text transcription")
    let results = try result.data()["results"] as? [[String: Any]] ?? []
    #expect(results.first?["id"] as? String != "axiom-ai#ai-approach-triage")
    #expect(
      results.contains { ($0["id"] as? String)?.hasPrefix("axiom-ai--ios-ml#speech") == true })
  }

  @Test("a symptom tree's first check lists every check with its fix, in JSON and in the terminal")
  func checksListed() async throws {
    let arguments = ["diagnose", "--content", shippedContent, "--symptom", "task-terminates-early"]
    let json = skillgraph(arguments: arguments + ["--json"])
    let run = try #require(try json.data()["checks"] as? [String: Any])
    let checks = try #require(run["checks"] as? [[String: Any]])
    #expect(checks.count >= 4)
    #expect(
      checks.first?["if"] as? String
        == "expiration-handler-set-as-the-first-statement-of-the-handler=no")
    #expect(
      (checks.first?["outcome"] as? String)?.hasPrefix("Install it before any work starts") == true)
    #expect((checks.last?["outcome"] as? String)?.contains("simulate-expiration") == true)
    let terminal = try await runThroughPipe(
      ["decide", "--content", shippedContent, "--tree", "background-processing-diag/tree-2"],
      input: "")
    #expect(terminal.output.contains("Checks from here, in order"))
    #expect(
      terminal.output.contains(
        "  2. setTaskCompleted called on every path, errors included? NO → Report completion"))
    #expect(!terminal.output.contains("](#"))
  }
}

/// Symptoms in words on a collection nobody here wrote.
@Suite("symptoms on Axiom")
struct AxiomSymptomTests {
  @Test(
    "a debugging skill's tree is a symptom, and a title held whole wins over one held in part",
    .needsSharedCorpus(SharedCorpus.axiomSkills))
  func wholeTitleWins() throws {
    let folder = TestRunFolder.url.appendingPathComponent("skillgraph-axiom-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for suite in ["axiom-swiftui", "axiom-integration"] {
      try FileManager.default.copyItem(
        atPath: SharedCorpus.axiomSkills + "/" + suite,
        toPath: folder.appendingPathComponent(suite).path)
    }
    // NB: "view not updating" holds all of "View not updating?" (the SwiftUI debugging
    // skill's) and two words of "Live Activity not updating from push?".
    let result = skillgraph(
      "diagnose", "--content", folder.path, "--index", folder.path + ".sqlite", "--json",
      "SwiftUI view not updating after model changes")
    defer { try? FileManager.default.removeItem(atPath: folder.path + ".sqlite") }
    let tree = try result.data()["tree"] as? [String: Any]
    #expect(tree?["id"] as? String == "axiom-swiftui--debugging/tree-1", "\(result.output)")
  }
}
