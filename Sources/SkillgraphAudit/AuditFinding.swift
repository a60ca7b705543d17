/// A problem the audit found in a project: where, how serious, what, the rule that found it,
/// and the section that explains it.
public struct AuditFinding: Codable, Hashable, Sendable {
  /// The rule's ID.
  public var rule: String
  /// `error`, `warning` or `note`.
  public var severity: String
  /// What is wrong, in one sentence.
  public var message: String
  /// The file, relative to the project folder as given.
  public var path: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int
  /// The target it was found in.
  public var target: String
  /// The section that explains it: `skill#section`.
  public var see: String
  /// Apple's documentation for it, when the rule names it.
  public var reference: String?
  /// Whether a lexical scan (Objective-C) found it rather than the Swift parser.
  public var lexical: Bool

  /// A finding with every property given.
  public init(
    rule: String, severity: String, message: String, path: String, line: Int, column: Int,
    target: String, see: String, reference: String? = nil, lexical: Bool = false
  ) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.path = path
    self.line = line
    self.column = column
    self.target = target
    self.see = see
    self.reference = reference
    self.lexical = lexical
  }

  /// The compiler-style line: `path:line:col: severity: message [rule]`.
  public var formatted: String {
    "\(path):\(line):\(column): \(severity): \(message) [\(rule)]"
  }
}
