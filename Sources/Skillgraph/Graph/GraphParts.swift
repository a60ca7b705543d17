/// The pieces a knowledge graph is assembled from, gathered skill by skill.
struct GraphParts {
  var skills: [Skill] = []
  var sections: [Section] = []
  var patterns: [Pattern] = []
  var checklists: [Checklist] = []
  var antiPatterns: [AntiPattern] = []
  var pressureScenarios: [PressureScenario] = []
  var itemLists: [ItemList] = []
  var realWorldExamples: [RealWorldExample] = []
  var quickReferences: [QuickReferenceTable] = []
  var resources: [Resource] = []
  var decisionTrees: [DecisionTree] = []
  var codeSnippets: [CodeSnippet] = []
  var crossReferences: [CrossReference] = []
  var skipped: [SkippedFile] = []
  var diagnostics: [Diagnostic] = []
  var sourceTexts: [String: SourceText] = [:]

  /// Adds one interpreted skill.
  mutating func add(_ skill: InterpretedSkill) {
    skills.append(skill.skill)
    sections += skill.sections
    patterns += skill.patterns
    checklists += skill.checklists
    antiPatterns += skill.antiPatterns
    pressureScenarios += skill.pressureScenarios
    itemLists += skill.itemLists
    realWorldExamples += skill.realWorldExamples
    quickReferences += skill.quickReferences
    resources += skill.resources
    decisionTrees += skill.decisionTrees
    codeSnippets += skill.codeSnippets
    diagnostics += skill.diagnostics
    sourceTexts[skill.skill.id] = skill.source
  }
}
