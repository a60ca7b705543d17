import Skillgraph

/// A failure as the command line reports it: the stable code, the message in the command
/// line's words (naming its options), the documented exit status (``ExitStatus``) and the
/// diagnostics behind it.
struct CommandFailure: Error, Sendable {
  /// The stable code agents and scripts match on.
  var code: String
  /// What was wrong, and where, in the command line's words.
  var message: String
  /// The exit status.
  var status: Int32
  /// The content problems behind the failure, if any.
  var diagnostics: [Diagnostic] = []

  /// Bad arguments that the argument parser found (exit 64).
  static func usage(_ message: String) -> CommandFailure {
    CommandFailure(code: "usage", message: message, status: ExitStatus.usage)
  }

  /// The command line's report of `error`.
  init(_ error: SkillgraphError) {
    self.init(
      code: error.code, message: Self.message(for: error), status: Self.status(of: error),
      diagnostics: error.diagnostics)
  }

  init(code: String, message: String, status: Int32, diagnostics: [Diagnostic] = []) {
    self.code = code
    self.message = message
    self.status = status
    self.diagnostics = diagnostics
  }

  /// The exit status of each cause: nothing found 2, bad arguments 64, content errors 1, a file
  /// or folder that cannot be read or written 74.
  static func status(of error: SkillgraphError) -> Int32 {
    switch error {
    case .unknownEntity, .unknownSkill, .unknownSection, .unknownSymptom, .nothingMatches,
      .nothingFitsBudget, .noTreeFits, .noSkills, .noDiagnosticTrees, .noAuditRules,
      .noTemplates:
      ExitStatus.notFound
    case .unknownChoice, .invalidArgument, .unknownProjectTarget, .targetWithoutProject:
      ExitStatus.usage
    case .decision(let cause):
      switch cause {
      case .noTree, .unknownTree: ExitStatus.notFound
      case .cycle: ExitStatus.contentErrors
      case .unknownQuestion, .unknownOption, .badFact, .unknownFact: ExitStatus.usage
      }
    case .template(let cause):
      switch cause {
      case .unknownTemplate: ExitStatus.notFound
      case .unknownVariable, .invalidValues: ExitStatus.usage
      case .brokenTemplate: ExitStatus.contentErrors
      case .fileExists, .writeFailed, .partlyWritten, .unreadableFolder: ExitStatus.ioFailure
      }
    case .invalidAuditRules, .siteNotWritten: ExitStatus.contentErrors
    case .index, .content, .unreadableProject, .export, .site, .noTemplatesFolder, .outputExists,
      .io:
      ExitStatus.ioFailure
    }
  }

  /// The message of `error`, with the options that mend it named.
  static func message(for error: SkillgraphError) -> String {
    switch error {
    case .unknownChoice(let value, "part", let choices):
      "--kind takes \(choices.dropLast().joined(separator: ", ")) or \(choices.last ?? ""), not '\(value)'"
    case .unknownChoice(let value, "ranking", _): "unknown ranking '\(value)'"
    case .targetWithoutProject:
      "a target is one of a project's: give the project (--project PATH) with --target"
    case .index(.notAnIndex(let path)):
      "\(path) is not a Skillgraph index, so it was left as it is: remove it or give another --index"
    case .template(.fileExists(let paths)):
      "not overwriting existing files (pass --force to replace them): "
        + paths.joined(separator: ", ")
    case .export(.notAnExport(let folder, let reason)):
      "\(folder) is not an Agent Skills export: \(reason); choose another folder, or pass --force to replace it"
    case .outputExists(let path): "the transcript '\(path)' exists; pass --force to replace it"
    case .invalidAuditRules: "the audit rules have errors (skillgraph check shows them)"
    case .siteNotWritten(0, let errors, let warnings, _):
      "\(errors) errors and \(warnings) warnings in the content (--warnings-as-errors); the site was not written"
    default: error.description
    }
  }
}
