internal import ArgumentParser
import Foundation
import Skillgraph

/// `skillgraph check`: compiler-style diagnostics; exits 1 when there are errors.
struct CheckCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Report problems in the content as path:line:col: severity: message [identifier].",
    discussion: "Exits 1 when there is an error (or a warning, with --warnings-as-errors).")
  static let jsonName = "check"

  @OptionGroup var content: ContentOptions

  @Flag(help: "Treat warnings as errors for the exit status.")
  var warningsAsErrors = false

  @Flag(help: "Also print notes (skipped generated files).")
  var notes = false

  @Option(
    help: ArgumentHelp(
      "Templates to check recommendations against. Default: the shipped Templates/, when checking the shipped Content/.",
      valueName: "dir"))
  var templates: String?

  struct Report: Encodable {
    var diagnostics: [Diagnostic]
    var errors: Int
    var warnings: Int
    var notes: Int
    var skipped: [SkippedFile]
  }

  func execute(console: Console) throws(CommandFailure) -> Int32 {
    let (graph, _) = try content.loadGraph()
    let diagnostics = Diagnostic.sortedForReport(
      graph.diagnostics + (try coverageDiagnostics(graph)))
    let errorCount = diagnostics.filter { $0.severity == .error }.count
    let warningCount = diagnostics.filter { $0.severity == .warning }.count
    let failing = errorCount > 0 || (warningsAsErrors && warningCount > 0)
    let noteCount = diagnostics.count - errorCount - warningCount
    if content.json {
      let report = Report(
        diagnostics: diagnostics, errors: errorCount, warnings: warningCount,
        notes: noteCount, skipped: graph.skipped)
      console.write(JSONEnvelope(command: Self.jsonName, data: report).encoded())
      return failing ? ExitStatus.contentErrors : ExitStatus.success
    }
    for diagnostic in diagnostics where notes || diagnostic.severity != .note {
      console.write(colored(diagnostic, console: console))
    }
    let documents = graph.skills.filter { $0.role == .skillDocument }.count
    let checked =
      documents == 0
      ? "\(graph.skills.count) skills"
      : "\(graph.skills.count - documents) skills and \(documents) documents"
    let summary =
      "\(checked) checked: \(errorCount) errors, \(warningCount) warnings, \(noteCount) notes"
    console.warn(failing ? console.red(summary) : summary)
    return failing ? ExitStatus.contentErrors : ExitStatus.success
  }

  /// Template coverage, when templates are given, or when the shipped content is checked and the
  /// shipped templates exist.
  private func coverageDiagnostics(_ graph: KnowledgeGraph) throws(CommandFailure) -> [Diagnostic] {
    guard templates != nil || content.folders.isEmpty,
      let catalog = try TemplateFolder.catalog(templates)
    else { return [] }
    return TemplateCoverage.diagnostics(
      graph: graph, catalog: catalog, requireSkills: templates != nil)
  }

  private func colored(_ diagnostic: Diagnostic, console: Console) -> String {
    guard console.usesColor else { return diagnostic.formatted }
    let label: String
    switch diagnostic.severity {
    case .error: label = console.red("error:")
    case .warning: label = console.yellow("warning:")
    case .note: label = console.dim("note:")
    }
    return diagnostic.formatted.replacingFirst("\(diagnostic.severity.rawValue):", with: label)
  }
}

extension String {
  /// The string with the first occurrence of `target` replaced.
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
