public import SkillgraphTemplates

extension CommandFailure {
  /// A template error as a failure: an unknown template is "not found" (2), bad values and
  /// unknown variables usage errors (64), a broken template a content error (1), a file that
  /// exists or cannot be written an I/O failure (74).
  public static func template(_ error: TemplateError) -> CommandFailure {
    switch error {
    case .unknownTemplate: return .notFound(error.description)
    case .unknownVariable: return .usage(error.description)
    case .invalidValues:
      return CommandFailure(
        code: "invalid-value", message: error.description, status: ExitStatus.usage)
    case .brokenTemplate:
      return CommandFailure(
        code: "broken-template", message: error.description, status: ExitStatus.contentErrors)
    case .fileExists:
      return CommandFailure(
        code: "file-exists", message: error.description, status: ExitStatus.ioFailure)
    case .writeFailed, .partlyWritten, .unreadableFolder: return .io(error.description)
    }
  }

  /// `error` with only the problems of the variables the user set, when one of them has any: a
  /// derived default (`{{bundleID}}.refresh`) is only wrong because the value it comes from is.
  public static func template(_ error: TemplateError, given values: [String: String])
    -> CommandFailure
  {
    guard case .invalidValues(let problems) = error else { return template(error) }
    let own = problems.filter { values[$0.variable] != nil }
    return template(own.isEmpty ? error : .invalidValues(own))
  }
}
