internal import ArgumentParser
import Skillgraph

/// `skillgraph audit [PATH]`: the collection's audit rules run on a project, findings printed
/// as a compiler does, in JSON or as SARIF.
struct AuditCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract:
      "Check an iOS project (Info.plist, entitlements, Swift) against the content's audit rules.",
    discussion: """
      PATH is a folder holding an Xcode project or workspace, an XcodeGen project.yml or a Swift \
      package (default: the current folder). Findings print as path:line:col: severity: message \
      [rule], each followed by the section that explains it. Exit codes: 0 no errors, 1 errors \
      found (or warnings, with --warnings-as-errors), 2 no audit rules in the content, 64 usage, \
      74 the project cannot be read.
      """)
  static let jsonName = "audit"

  /// The output formats besides `--json`.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, sarif
  }

  @Argument(help: ArgumentHelp("The project folder.", valueName: "path"))
  var path = "."

  @OptionGroup var content: ContentOptions

  @Option(help: "Output format: text, or sarif (SARIF 2.1.0, for code scanning).")
  var format: Format = .text

  @Flag(help: "Treat warnings as errors for the exit status.")
  var warningsAsErrors = false

  @Flag(help: .hidden)
  var parseOnly = false

  func validate() throws {
    if content.json, format != .text {
      throw ValidationError("--json and --format \(format.rawValue) cannot be combined")
    }
  }

  func execute(console: Console) throws(SkillgraphError) -> Int32 {
    let service = content.service()
    let request = AuditRequest(project: path)
    if parseOnly {
      let count = try service.auditParseOnly(request)
      console.warn("\(count) Swift files parsed")
      return ExitStatus.success
    }
    let report = try service.audit(request)
    let failing = report.errors > 0 || (warningsAsErrors && report.warnings > 0)
    let status = failing ? ExitStatus.contentErrors : ExitStatus.success
    if content.json {
      console.write(JSONEnvelope(command: Self.jsonName, data: report).encoded())
      return status
    }
    if format == .sarif {
      console.write(JSONOutput.text(SARIFLog(report: report, toolVersion: SkillgraphCLI.version)))
      return status
    }
    var currentTarget: String?
    for finding in report.findings {
      if finding.target != currentTarget {
        currentTarget = finding.target
        console.write(console.bold("\(finding.target):"))
      }
      console.write(colored(finding, console: console))
      console.write("  see: \(finding.see)")
    }
    console.warn(failing ? console.red(report.summary) : report.summary)
    return status
  }

  private func colored(_ finding: AuditFinding, console: Console) -> String {
    guard console.usesColor else { return finding.formatted }
    let label: String
    switch finding.severity {
    case "error": label = console.red("error:")
    case "warning": label = console.yellow("warning:")
    default: label = console.dim("note:")
    }
    return finding.formatted.replacingFirst("\(finding.severity):", with: label)
  }
}
