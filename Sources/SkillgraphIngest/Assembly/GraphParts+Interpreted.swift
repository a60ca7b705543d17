import SkillgraphMarkdown
package import SkillgraphModel

extension GraphParts {
  /// Adds one interpreted skill.
  package mutating func add(_ skill: InterpretedSkill) {
    skills.append(skill.skill)
    entities.append(skill.entities)
    diagnostics += skill.diagnostics
    sourceTexts[skill.skill.id] = skill.source
    if let document = skill.document { documents[skill.skill.id] = document }
  }
}
