/// The pieces a knowledge graph is assembled from, gathered skill by skill.
struct GraphParts {
  var skills: [Skill] = []
  var entities = EntityCollection()
  var crossReferences: [CrossReference] = []
  var skipped: [SkippedFile] = []
  var diagnostics: [Diagnostic] = []
  var sourceTexts: [String: SourceText] = [:]
  var documents: [String: MarkdownNode] = [:]

  /// Adds one interpreted skill.
  mutating func add(_ skill: InterpretedSkill) {
    skills.append(skill.skill)
    entities.append(skill.entities)
    diagnostics += skill.diagnostics
    sourceTexts[skill.skill.id] = skill.source
    if let document = skill.document { documents[skill.skill.id] = document }
  }
}
