import SkillgraphMarkdown
public import SkillgraphModel

/// Checks that recommendations lead to code: in every discipline skill that has templates, each
/// decision outcome links a pattern, and each linked pattern has a template set.
public enum TemplateCoverage {
  /// The coverage problems of `graph` against `catalog`; a template whose skill is not loaded is
  /// reported only when `requireSkills` is set (templates named explicitly).
  public static func diagnostics(
    graph: KnowledgeGraph, catalog: TemplateCatalog, requireSkills: Bool
  ) -> [Diagnostic] {
    let skillsWithTemplates = Set(catalog.sets.map(\.manifest.implements.skill))
    var result: [Diagnostic] = []
    for set in catalog.sets {
      let implements = set.manifest.implements
      guard let skill = graph.skill(withID: implements.skill) else {
        guard requireSkills else { continue }
        result.append(
          Diagnostic(
            .warning, "template-target-missing",
            "template '\(set.manifest.id)' implements skill '\(implements.skill)', which is not loaded",
            path: "\(set.folder)/template.yml", range: .at(line: 1)))
        continue
      }
      let found =
        implements.pattern.map { number in
          graph.patterns.contains { $0.skillID == skill.id && $0.number == number }
        }
        ?? implements.section.map { graph.entity(withID: "\(skill.id)#\($0)") != nil } ?? false
      if !found {
        result.append(
          Diagnostic(
            .error, "template-target-missing",
            "template '\(set.manifest.id)' implements \(implements.pattern.map { "Pattern \($0)" } ?? "#\(implements.section ?? "")") of '\(skill.id)', which does not exist",
            path: "\(set.folder)/template.yml", range: .at(line: 1)))
      }
    }
    for tree in graph.decisionTrees {
      guard skillsWithTemplates.contains(tree.skillID),
        graph.skill(withID: tree.skillID)?.type == .discipline
      else { continue }
      for outcome in tree.root.outcomes {
        guard !outcome.patternNumbers.isEmpty else {
          result.append(
            Diagnostic(
              .warning, "outcome-without-pattern",
              "decision outcome '\(outcome.text)' links no \"(Pattern N)\"",
              path: tree.source.path, range: .at(line: outcome.line)))
          continue
        }
        for number in outcome.patternNumbers
        where catalog.sets(implementingPattern: number, of: tree.skillID).isEmpty {
          result.append(
            Diagnostic(
              .note, "pattern-without-template",
              "decision outcome '\(outcome.text)' recommends Pattern \(number), which no template set implements",
              path: tree.source.path, range: .at(line: outcome.line)))
        }
      }
    }
    return result
  }
}
