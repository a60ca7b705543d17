/// The entities of one or more skills, by kind (skills themselves aside).
struct EntityCollection: Sendable {
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

  /// Appends every entity of `other`.
  mutating func append(_ other: EntityCollection) {
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
  func all(includingCode: Bool) -> [any GraphEntity] {
    let kinds: [[any GraphEntity]] = [
      sections, patterns, checklists, antiPatterns, pressureScenarios, itemLists, realWorldExamples,
      quickReferences, resources, decisionTrees, includingCode ? codeSnippets : [],
    ]
    return Array(kinds.joined())
  }
}
