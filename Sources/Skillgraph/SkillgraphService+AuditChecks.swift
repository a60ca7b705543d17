import SkillgraphAudit
import SkillgraphModel
import SkillgraphSite

extension SkillgraphService {
  /// What the content folders' own audit rules check in `graph`, for the site's marks: each
  /// rule at the checklist item its citation points at, else at the cited section's heading.
  /// A folder without a rule file adds nothing; a rule with an error is left out, as `audit`
  /// leaves it.
  func auditChecks(in graph: KnowledgeGraph) -> [AuditCheck] {
    var checks: [AuditCheck] = []
    for (_, contents) in auditRuleFiles() {
      for rule in contents.rules {
        let place: (skill: String, line: Int)
        switch rule.citation(in: graph) {
        case .item(let checklist, let item): place = (checklist.skillID, item.line)
        case .section(let section): place = (section.skillID, section.source.startLine)
        case nil: continue
        }
        checks.append(
          AuditCheck(
            skillID: place.skill, line: place.line, rule: rule.id,
            severity: rule.severity.rawValue, message: Self.placeholdersElided(rule.message),
            reference: rule.reference))
      }
    }
    return checks
  }

  /// `message` with its `{placeholders}` shown as `…`.
  static func placeholdersElided(_ message: String) -> String {
    var result = ""
    var inside = false
    for character in message {
      if character == "{" {
        inside = true
        result.append("…")
      } else if character == "}", inside {
        inside = false
      } else if !inside {
        result.append(character)
      }
    }
    return result
  }
}
