import SkillgraphSupport

/// A failure to load or render a template: thrown, with a readable message.
public enum TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The templates folder does not exist or cannot be read.
  case unreadableFolder(String)
  /// No template set has this ID.
  case unknownTemplate(String, known: [String])
  /// A manifest or template file is broken (a defect of the template set, not of the user's input).
  case brokenTemplate(String, reason: String)
  /// A value is given for a variable the template does not have.
  case unknownVariable(String, template: String, known: [String])
  /// Values that break their variable's rule; nothing is rendered.
  case invalidValues([InvalidValue])
  /// Output files exist and were not to be replaced; nothing was written.
  case fileExists([String])
  /// Writing the output failed; files written by this run were removed.
  case writeFailed(String, reason: String)
  /// A file could not be put in place after the files before it were: what was written.
  case partlyWritten(String, reason: String, written: [String])

  /// The message shown to people.
  public var description: String {
    switch self {
    case .unreadableFolder(let path):
      "cannot read the templates folder '\(path)'"
    case .unknownTemplate(let id, let known):
      "no template '\(id)'; "
        + ClosestNames(known).suggestion(
          for: id, noun: "templates", whereListed: "`render --list`")
    case .brokenTemplate(let path, let reason):
      "template '\(path)' is broken: \(reason)"
    case .unknownVariable(let name, let template, let known):
      "template '\(template)' has no variable '\(name)'; variables: \(known.joined(separator: ", "))"
    case .invalidValues(let problems):
      problems.map(\.description).joined(separator: "\n")
    case .fileExists(let paths):
      "not overwriting existing files: \(paths.joined(separator: ", "))"
    case .writeFailed(let path, let reason):
      "cannot write '\(path)': \(reason); nothing was left behind"
    case .partlyWritten(let path, let reason, let written):
      "cannot write '\(path)': \(reason); written before it: \(written.joined(separator: ", ")); "
        + "it and the files after it were not written (no temporary file is left)"
    }
  }
}

/// A value that breaks its variable's rule.
public struct InvalidValue: Error, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The variable's name.
  public var variable: String
  /// The value given.
  public var value: String
  /// The rule it breaks.
  public var rule: String

  /// `variable 'x': 'value' is not ...`.
  public var description: String { "variable '\(variable)': '\(value)' \(rule)" }

  /// A value with every stored property given.
  package init(variable: String, value: String, rule: String) {
    self.variable = variable
    self.value = value
    self.rule = rule
  }
}
