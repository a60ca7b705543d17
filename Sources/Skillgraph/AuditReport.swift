public import SkillgraphAudit
import SkillgraphSupport

/// What `audit` answers: the findings, by target, with their counts and what was read.
public struct AuditReport: Encodable, Sendable {
  /// A target read, and what it builds.
  public struct Target: Encodable, Sendable {
    /// The target's name.
    public var name: String
    /// `application`, `extension` or `other`.
    public var kind: String
  }

  /// The project folder, as given.
  public var project: String
  /// The project files read (`.xcodeproj/project.pbxproj`, `project.yml`, `Package.swift`).
  public var projectFiles: [String]
  /// The targets read.
  public var targets: [Target]
  /// The rule files the rules came from.
  public var ruleFiles: [String]
  /// A rule that ran.
  public struct Rule: Encodable, Sendable {
    /// The rule's ID.
    public var id: String
    /// The severity of its findings.
    public var severity: String
    /// The analysis it runs.
    public var analysis: String
    /// The section that explains it.
    public var see: String
    /// Apple's documentation for it.
    public var reference: String?
    /// What a finding says, with its `{placeholders}`.
    public var message: String
  }

  /// The rules that ran.
  public var rules: [Rule]
  /// How many Swift files were parsed and Objective-C files scanned.
  public var swiftFiles: Int
  /// How many Objective-C files were scanned (lexically).
  public var objectiveCFiles: Int
  /// Every finding, by target, then file and position.
  public var findings: [AuditFinding]
  /// How many findings are errors.
  public var errors: Int
  /// How many are warnings.
  public var warnings: Int
  /// How many are notes.
  public var notes: Int

  /// The summary line for a person.
  public var summary: String {
    "\(targets.count) targets audited (\(swiftFiles) Swift files, \(objectiveCFiles) Objective-C): "
      + counted(errors, "error") + ", " + counted(warnings, "warning") + ", "
      + counted(notes, "note")
  }
}
