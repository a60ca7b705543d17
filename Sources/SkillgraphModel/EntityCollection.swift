import SkillgraphMarkdown

/// The entities of one or more skills, by kind (skills themselves aside).
package struct EntityCollection: Sendable {
  package var sections: [Section] = []
  package var patterns: [Pattern] = []
  package var checklists: [Checklist] = []
  package var antiPatterns: [AntiPattern] = []
  package var pressureScenarios: [PressureScenario] = []
  package var itemLists: [ItemList] = []
  package var realWorldExamples: [RealWorldExample] = []
  package var quickReferences: [QuickReferenceTable] = []
  package var resources: [Resource] = []
  package var decisionTrees: [DecisionTree] = []
  package var codeSnippets: [CodeSnippet] = []

  /// Appends every entity of `other`.
  package mutating func append(_ other: EntityCollection) {
    sections += other.sections
    patterns += other.patterns
    checklists += other.checklists
    antiPatterns += other.antiPatterns
    pressureScenarios += other.pressureScenarios
    itemLists += other.itemLists
    realWorldExamples += other.realWorldExamples
    quickReferences += other.quickReferences
    resources += other.resources
    decisionTrees += other.decisionTrees
    codeSnippets += other.codeSnippets
  }

  /// Every entity, kind by kind; code snippets only when `includingCode` is set.
  package func all(includingCode: Bool) -> [any GraphEntity] {
    let kinds: [[any GraphEntity]] = [
      sections, patterns, checklists, antiPatterns, pressureScenarios, itemLists, realWorldExamples,
      quickReferences, resources, decisionTrees, includingCode ? codeSnippets : [],
    ]
    return Array(kinds.joined())
  }

  /// A value with every stored property given.
  package init(
    sections: [Section] = [], patterns: [Pattern] = [], checklists: [Checklist] = [],
    antiPatterns: [AntiPattern] = [], pressureScenarios: [PressureScenario] = [],
    itemLists: [ItemList] = [], realWorldExamples: [RealWorldExample] = [],
    quickReferences: [QuickReferenceTable] = [], resources: [Resource] = [],
    decisionTrees: [DecisionTree] = [], codeSnippets: [CodeSnippet] = []
  ) {
    self.sections = sections
    self.patterns = patterns
    self.checklists = checklists
    self.antiPatterns = antiPatterns
    self.pressureScenarios = pressureScenarios
    self.itemLists = itemLists
    self.realWorldExamples = realWorldExamples
    self.quickReferences = quickReferences
    self.resources = resources
    self.decisionTrees = decisionTrees
    self.codeSnippets = codeSnippets
  }
}
