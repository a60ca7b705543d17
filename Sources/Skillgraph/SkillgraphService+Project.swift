import SkillgraphAudit
import SkillgraphDecisions
import SkillgraphModel

extension SkillgraphService {
  /// The facts of the project in `path` (of the target `target`, else of every application
  /// target): fails when the project cannot be read, or has no such target.
  public func projectFacts(at path: String, target: String?) throws(SkillgraphError)
    -> ProjectSummary
  {
    let read: ProjectFacts
    do {
      read = try ProjectFacts.read(root: path, target: target)
    } catch {
      throw .unreadableProject(path, reason: error.description)
    }
    let names = read.targets.map(\.name)
    if let target, read.chosen.isEmpty {
      throw .unknownProjectTarget(target, project: path, targets: names)
    }
    let choice: String
    if let target {
      choice = "the target \(target) (--target)"
    } else if read.chosen.isEmpty {
      choice =
        "no application target: name one with --target (targets: \(names.joined(separator: ", ")))"
    } else if read.chosen.count == 1 {
      choice = "the application target \(read.chosen[0])"
    } else {
      choice =
        "the \(read.chosen.count) application targets (\(read.chosen.joined(separator: ", "))): only what they all agree on; --target NAME chooses one"
    }
    return ProjectSummary(
      path: path, targets: names, chosen: read.chosen, choice: choice,
      facts: read.facts.map {
        ProjectFact(name: $0.name, value: $0.value, key: $0.key, path: $0.path, line: $0.line)
      },
      unsettled: read.unsettled)
  }

  /// `summary` with the audit findings of its chosen targets that concern `recommendation`.
  /// Without audit rules in the content there are none; a rule file with errors fails as
  /// `audit` does.
  public func addingFindings(
    to summary: ProjectSummary, concerning recommendation: Recommendation
  ) throws(SkillgraphError) -> ProjectSummary {
    let rules: [AuditRule]
    do {
      rules = try auditRules().rules
    } catch .noAuditRules {
      return summary
    }
    let findings: [AuditFinding]
    do {
      findings = try Auditor(rules: rules).audit(root: summary.path).findings
    } catch {
      throw .unreadableProject(summary.path, reason: error.description)
    }
    let chosen = Set(summary.chosen)
    let audited = findings.filter { chosen.isEmpty || chosen.contains($0.target) }
    let graph = try graph()
    let related = Set(
      rules.filter { FindingRelevance(graph: graph).concerns($0, recommendation) }.map(\.id))
    var result = summary
    result.findings = audited.filter { related.contains($0.rule) }
    result.auditedFindings = audited.count
    return result
  }
}
