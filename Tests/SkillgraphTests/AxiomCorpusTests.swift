import Foundation
import SkillgraphTestSupport
import Testing

@testable import Skillgraph

/// The whole Axiom collection, loaded once: the counts pinned here, and nothing dropped.
@Suite("Axiom collection", .needsSharedCorpus(SharedCorpus.axiomSkills))
struct AxiomCorpusTests {
  /// `../shared/corpus/axiom/skills`, beside the package root.
  static let folder = SharedCorpus.axiomSkills

  /// The graph, loaded once for every test of the suite.
  static let graph: Result<KnowledgeGraph, any Error> = Result {
    try CorpusLoader(folders: [folder]).load()
  }

  func loaded() throws -> KnowledgeGraph {
    try #require(
      FileManager.default.fileExists(atPath: Self.folder),
      "the Axiom collection is missing: expected it at \(Self.folder)")
    return try Self.graph.get()
  }

  @Test("at least 27 routers and 240 suite children are ingested")
  func skills() throws {
    let stats = GraphStatistics(graph: try loaded(), elapsedMilliseconds: 0)
    #expect(stats.routers >= 27)
    #expect(stats.children >= 240)
    #expect(stats.skillsByType["router"] ?? 0 >= 27)
  }

  @Test("exactly the 30 generated files are skipped, each with a note")
  func generatedFiles() throws {
    let graph = try loaded()
    #expect(graph.skipped.count == 30)
    #expect(graph.skipped.allSatisfy { $0.reason == "generated file" })
    #expect(graph.diagnostics.filter { $0.identifier == "generated-file-skipped" }.count == 30)
  }

  @Test("no skill is silently dropped: skills plus skipped files equal the .md files on disk")
  func nothingDropped() throws {
    let graph = try loaded()
    let enumerator = try #require(FileManager.default.enumerator(atPath: Self.folder))
    let markdown = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }
    #expect(markdown.count > 300)
    #expect(graph.skills.count + graph.skipped.count == markdown.count)
    let seen = Set(graph.skills.map(\.source.path) + graph.skipped.map(\.path))
    let missing = markdown.map { Self.folder + "/" + $0 }.filter { !seen.contains($0) }
    #expect(missing.isEmpty, "files neither ingested nor skipped: \(missing.prefix(5))")
  }

  @Test("decision trees: at least 180, in all four styles, every one with an outcome")
  func decisionTrees() throws {
    let graph = try loaded()
    #expect(graph.decisionTrees.count >= 180)
    #expect(Set(graph.decisionTrees.map(\.style)) == Set(DecisionTree.Style.allCases))
    let empty = graph.decisionTrees.filter { $0.root.outcomes.isEmpty && !Self.isChecks($0.root) }
    #expect(empty.isEmpty, "trees without outcomes: \(empty.prefix(5).map(\.id))")
    #expect(Set(graph.decisionTrees.map(\.id)).count == graph.decisionTrees.count)
  }

  private static func isChecks(_ node: DecisionNode) -> Bool {
    if case .question(let question) = node { return question.kind == .checks }
    return false
  }

  @Test("at least 1,500 checklist items and 100 pressure scenarios")
  func checklistsAndScenarios() throws {
    let graph = try loaded()
    #expect(graph.checklists.reduce(0) { $0 + $1.items.count } >= 1_500)
    #expect(graph.pressureScenarios.count >= 100)
    // NB: scenarios whose bold-label parts sit under sub-headings come out without parts (a known
    // bug, see ScenarioAndListTests); most scenarios have them.
    #expect(graph.pressureScenarios.filter { !$0.parts.isEmpty }.count >= 100)
  }

  @Test("check reports the references to the background-processing children left out of the copy")
  func leftOutChildren() throws {
    let graph = try loaded()
    let unresolved = graph.diagnostics.filter { $0.identifier == "unresolved-reference" }
    for child in [
      "background-processing.md", "background-processing-diag.md", "background-processing-ref.md",
    ] {
      #expect(
        unresolved.contains { $0.message.contains("skills/\(child)") && $0.severity == .warning },
        "no unresolved reference to \(child)")
    }
    let router = unresolved.filter { $0.path.hasSuffix("axiom-integration/SKILL.md") }
    #expect(router.allSatisfy { $0.range.start.line > 1 && $0.range.start.column > 1 })
    // Every unresolved reference is reported once: as a warning, or as a note when it names a
    // generated file that was skipped.
    let reported = ["unresolved-reference", "unresolved-pattern", "reference-to-generated"]
    #expect(
      graph.crossReferences.filter { !$0.isResolved }.count
        == graph.diagnostics.filter { reported.contains($0.identifier) }.count)
    #expect(
      graph.diagnostics.contains {
        $0.identifier == "reference-to-generated" && $0.severity == .note
      })
  }

  @Test("every entity ID is unique across the collection")
  func uniqueIDs() throws {
    let graph = try loaded()
    let ids: [String] =
      graph.skills.map(\.id) + graph.sections.map(\.id) + graph.patterns.map(\.id)
      + graph.checklists.map(\.id) + graph.antiPatterns.map(\.id)
      + graph.pressureScenarios.map(\.id)
      + graph.decisionTrees.map(\.id) + graph.codeSnippets.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(!graph.diagnostics.contains { $0.identifier == "duplicate-id" })
  }

  @Test("no diagnostic is reported twice")
  func noDuplicateDiagnostics() throws {
    let graph = try loaded()
    let formatted = graph.diagnostics.map(\.formatted)
    #expect(Set(formatted).count == formatted.count)
  }
}
