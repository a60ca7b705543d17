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

  func execute(console: Console) throws(SkillgraphError) -> Int32 {
    let report = try content.service(templates: templates).check()
    // NB: a folder with no skill is a mistake to say out loud (a wrong path, a layout not
    // read), never a clean bill of health; a README alone (a guide, counted as a document) is
    // no skill either.
    guard
      report.skillCount > report.documentCount || report.fails(warningsAsErrors: warningsAsErrors)
    else {
      if !content.json {
        for diagnostic in report.diagnostics where notes || diagnostic.severity != .note {
          console.write(colored(diagnostic, console: console))
        }
      }
      throw .noSkills(folders: content.folders)
    }
    let failing = report.fails(warningsAsErrors: warningsAsErrors)
    if content.json {
      console.write(JSONEnvelope(command: Self.jsonName, data: report).encoded())
      return failing ? ExitStatus.contentErrors : ExitStatus.success
    }
    for diagnostic in report.diagnostics where notes || diagnostic.severity != .note {
      console.write(colored(diagnostic, console: console))
    }
    for layout in report.layouts {
      console.warn("\(layout.folder): read as a \(layout.summary)")
    }
    let unread = report.diagnostics.filter { $0.identifier == "not-loaded" }.count
    if unread > 0, !notes {
      console.warn("\(unread) files and folders no agent loads were not read (--notes lists them)")
    }
    console.warn(failing ? console.red(report.summary) : report.summary)
    return failing ? ExitStatus.contentErrors : ExitStatus.success
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
