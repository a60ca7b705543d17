import SkillgraphAudit
import SkillgraphDecisions
import SkillgraphModel

/// Whether an audit rule concerns a recommendation: its citation is one the recommendation
/// draws on (a checklist item it lists, the section of its pattern or of a warning it gives),
/// or one of the rule's API names holds the recommendation's task type (`BGAppRefreshTask` in
/// `BGAppRefreshTaskRequest(identifier:)`).
struct FindingRelevance {
  let graph: KnowledgeGraph

  func concerns(_ rule: AuditRule, _ recommendation: Recommendation) -> Bool {
    switch rule.citation(in: graph) {
    case .item(_, let item):
      if recommendation.checklist.contains(item.text) { return true }
    case .section(let section):
      if drawnOn(recommendation).contains(section.id) { return true }
    case nil:
      break
    }
    let keyword = DecisionEngine.keyword(in: recommendation.taskType)
    // NB: a task type without an API name ("Silent push") names no rule.
    guard keyword.contains(where: \.isUppercase), !keyword.contains(" ") else { return false }
    return rule.apiNames.contains { DecisionEngine.mentions($0, keyword.lowercased()) }
  }

  /// The sections of the recommendation's pattern and warnings.
  private func drawnOn(_ recommendation: Recommendation) -> Set<String> {
    var sections = Set<String>()
    if let id = recommendation.pattern?.id,
      let pattern = graph.patterns.first(where: { $0.id == id })
    {
      sections.insert(pattern.sectionID)
    }
    for warning in recommendation.warnings {
      if let antiPattern = graph.antiPatterns.first(where: { $0.id == warning.id }) {
        sections.insert(antiPattern.sectionID)
      }
      if let scenario = graph.pressureScenarios.first(where: { $0.id == warning.id }) {
        sections.insert(scenario.sectionID)
      }
    }
    return sections
  }
}
