import Foundation
import SkillgraphAudit
import SkillgraphMarkdown
public import SkillgraphModel
import SkillgraphSupport
import SkillgraphTemplates

/// What `check` answers: the content's diagnostics, sorted for a report, and their counts.
public struct CheckReport: Encodable, Sendable {
  /// Every diagnostic, in report order.
  public var diagnostics: [Diagnostic]
  /// How many are errors.
  public var errors: Int
  /// How many are warnings.
  public var warnings: Int
  /// How many are notes.
  public var notes: Int
  /// The files that were skipped, and why.
  public var skipped: [SkippedFile]
  /// How each content folder was read.
  public var layouts: [FolderLayout] = []
  /// How many skills were checked, documents of skill folders included.
  package var skillCount: Int
  /// How many of them are documents of skill folders (`skill/references/file`).
  package var documentCount = 0

  /// Whether the check fails: an error, or a warning when warnings count as errors.
  public func fails(warningsAsErrors: Bool) -> Bool {
    errors > 0 || (warningsAsErrors && warnings > 0)
  }

  /// The summary line for a person.
  public var summary: String {
    let checked =
      documentCount == 0
      ? counted(skillCount, "skill")
      : counted(skillCount - documentCount, "skill") + " and " + counted(documentCount, "document")
    return "\(checked) checked: " + counted(errors, "error") + ", " + counted(warnings, "warning")
      + ", " + counted(notes, "note")
  }

  package enum CodingKeys: String, CodingKey {
    case diagnostics, errors, warnings, notes, skipped, layouts
  }

  /// A value with every stored property given.
  package init(
    diagnostics: [Diagnostic], errors: Int, warnings: Int, notes: Int, skipped: [SkippedFile],
    skillCount: Int, documentCount: Int = 0, layouts: [FolderLayout] = []
  ) {
    self.layouts = layouts
    self.diagnostics = diagnostics
    self.errors = errors
    self.warnings = warnings
    self.notes = notes
    self.skipped = skipped
    self.skillCount = skillCount
    self.documentCount = documentCount
  }
}

extension SkillgraphService {
  /// The content's problems, and the template coverage problems when templates were given or
  /// the shipped content is checked with the shipped templates.
  public func check() throws(SkillgraphError) -> CheckReport {
    let graph = try graph()
    var found = graph.diagnostics + auditRuleDiagnostics(graph: graph)
    if settings.templates != nil || settings.folders.isEmpty, let catalog = try templateCatalog() {
      found += TemplateCoverage.diagnostics(
        graph: graph, catalog: catalog, requireSkills: settings.templates != nil)
    }
    let diagnostics = Diagnostic.sortedForReport(found)
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    return CheckReport(
      diagnostics: diagnostics, errors: errors, warnings: warnings,
      notes: diagnostics.count - errors - warnings, skipped: graph.skipped,
      skillCount: graph.skills.count,
      documentCount: graph.skills.filter { [.skillDocument, .guide].contains($0.role) }.count,
      layouts: graph.layouts)
  }
}

extension SkillgraphService {
  /// The problems of each content folder's audit rule file, and of every `see` that names no
  /// section of the graph.
  func auditRuleDiagnostics(graph: KnowledgeGraph) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for folder in contentFolders {
      let path = (folder as NSString).appendingPathComponent(AuditRuleFile.name)
      guard FileManager.default.fileExists(atPath: path) else { continue }
      let contents = AuditRuleFile.read(path)
      found += contents.diagnostics
      for rule in contents.rules where graph.entity(withID: rule.see) == nil {
        found.append(
          Diagnostic(
            .error, "bad-audit-rule",
            "rule '\(rule.id)' cites '\(rule.see)', which names no section of the content",
            path: path, range: .at(line: rule.seePlace.line, column: rule.seePlace.column)))
      }
    }
    return found
  }
}
