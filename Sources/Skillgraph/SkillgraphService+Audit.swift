import Foundation
import SkillgraphAudit
import SkillgraphModel

extension SkillgraphService {
  /// The rules of the content folders: each folder's `audit-rules.yml`. Throws when a rule file
  /// has an error (its diagnostics given) or when no folder has one.
  package func auditRules() throws(SkillgraphError) -> (rules: [AuditRule], files: [String]) {
    var rules: [AuditRule] = []
    var files: [String] = []
    var problems: [Diagnostic] = []
    for (path, contents) in auditRuleFiles() {
      problems += contents.diagnostics.filter { $0.severity == .error }
      rules += contents.rules
      files.append(path)
    }
    guard problems.isEmpty else {
      throw .invalidAuditRules(problems)
    }
    guard !rules.isEmpty else {
      throw .noAuditRules(folders: contentFolders)
    }
    return (rules, files)
  }

  /// The rule file of each content folder that has one, read, with its path.
  func auditRuleFiles() -> [(path: String, contents: AuditRuleFile.Contents)] {
    contentFolders.compactMap { folder in
      let path = (folder as NSString).appendingPathComponent(AuditRuleFile.name)
      guard FileManager.default.fileExists(atPath: path) else { return nil }
      return (path, AuditRuleFile.read(path))
    }
  }

  /// Runs the content's audit rules on the project `request` names.
  public func audit(_ request: AuditRequest) throws(SkillgraphError) -> AuditReport {
    let (rules, files) = try auditRules()
    let result: Auditor.Result
    do {
      result = try Auditor(rules: rules).audit(root: request.project)
    } catch {
      throw .unreadableProject(request.project, reason: error.description)
    }
    let findings = result.findings
    let errors = findings.filter { $0.severity == "error" }.count
    let warnings = findings.filter { $0.severity == "warning" }.count
    return AuditReport(
      project: request.project, projectFiles: result.projectFiles,
      targets: result.targets.map { AuditReport.Target(name: $0.name, kind: $0.kind.rawValue) },
      ruleFiles: files,
      rules: rules.map {
        AuditReport.Rule(
          id: $0.id, severity: $0.severity.rawValue, analysis: $0.analysis.rawValue, see: $0.see,
          reference: $0.reference, message: $0.message)
      }, swiftFiles: result.swiftFiles,
      objectiveCFiles: result.objectiveCFiles, findings: findings, errors: errors,
      warnings: warnings, notes: findings.count - errors - warnings)
  }

  /// Parses the Swift files of the project `request` names and nothing more (the baseline of
  /// the audit's benchmark); returns how many files were parsed.
  public func auditParseOnly(_ request: AuditRequest) throws(SkillgraphError) -> Int {
    do {
      return try Auditor.parseOnly(root: request.project)
    } catch {
      throw .unreadableProject(request.project, reason: error.description)
    }
  }
}
