internal import ArgumentParser
import Skillgraph
import SkillgraphSupport

/// `skillgraph stats`: counts of everything in the graph.
struct StatsCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats",
    abstract: "Count skills, sections, patterns, checklists, trees and references.")
  static let jsonName = "stats"

  @OptionGroup var content: ContentOptions

  /// How many trees of each drawing style, after a `; `; empty when there are none.
  static func styles(_ counts: [String: Int]) -> String {
    guard !counts.isEmpty else { return "" }
    return "; "
      + counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
  }

  /// The skills an agent chooses from, then the documents, agents, commands and guides beside
  /// them: the layout line counts skills the same way, so the two agree.
  static func skillsRow(_ stats: GraphStatistics) -> String {
    let own = stats.skills - stats.documents - stats.agents - stats.commands - stats.guides
    let beside = [
      (stats.documents, "documents of skill folders"), (stats.agents, "agents"),
      (stats.commands, "commands"), (stats.guides, "guides"),
    ]
    .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    return "\(own) (\(stats.routers) routers, \(stats.children) suite children)"
      + (beside.isEmpty ? "" : "; with " + beside.joined(separator: ", "))
  }

  func execute(console: Console) throws(SkillgraphError) -> Int32 {
    let (graph, milliseconds) = try content.loadGraph()
    let stats = GraphStatistics(graph: graph, elapsedMilliseconds: milliseconds)
    if content.json {
      console.write(JSONEnvelope(command: Self.jsonName, data: stats).encoded())
      return ExitStatus.success
    }
    let layouts = stats.layouts.map { ("layout", "\($0.folder): \($0.summary)") }
    let rows: [(String, String)] =
      layouts + [
        ("skills", Self.skillsRow(stats)),
        ("sections", "\(stats.sections)"),
        ("patterns", "\(stats.patterns)"),
        ("checklists", "\(stats.checklists) with \(stats.checklistItems) items"),
        ("anti-patterns", "\(stats.antiPatterns)"),
        ("pressure scenarios", "\(stats.pressureScenarios)"),
        ("real-world examples", "\(stats.realWorldExamples)"),
        ("red flags", "\(stats.redFlags)"),
        ("example prompts", "\(stats.examplePrompts)"),
        ("quick-reference tables", "\(stats.quickReferenceTables)"),
        ("resources", "\(stats.resources)"),
        (
          "decision trees",
          "\(stats.decisionTrees) (\(stats.decisionQuestions) questions, \(stats.decisionOutcomes) outcomes"
            + Self.styles(stats.decisionTreesByStyle) + ")"
        ),
        ("code blocks", "\(stats.codeBlocks)"),
        (
          "cross references",
          "\(stats.crossReferences.resolved) resolved, \(stats.crossReferences.unresolved) unresolved"
        ),
        ("not read", "\(stats.skipped) files and folders (check --notes says why)"),
        (
          "diagnostics",
          counted(stats.diagnostics.errors, "error") + ", "
            + counted(stats.diagnostics.warnings, "warning") + ", "
            + counted(stats.diagnostics.notes, "note")
        ),
        ("elapsed", "\(stats.elapsedMilliseconds) ms"),
      ]
    let width = rows.map(\.0.count).max() ?? 0
    for (label, value) in rows {
      console.write(console.bold(label.padding(toLength: width)) + "  " + value)
    }
    return ExitStatus.success
  }
}

extension String {
  /// The string padded with spaces to `length` characters.
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
