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

  /// Makes room for every entity of `others`, so that appending them grows each array once.
  ///
  /// NB: grown by doubling, the merged arrays of ten copies of the Axiom collection held room
  /// for about 40,000 code snippets more than there were (5 MB).
  package mutating func reserveCapacity(forAppending others: some Sequence<EntityCollection>) {
    var counts = [Int](repeating: 0, count: 11)
    for other in others {
      let added = [
        other.sections.count, other.patterns.count, other.checklists.count,
        other.antiPatterns.count, other.pressureScenarios.count, other.itemLists.count,
        other.realWorldExamples.count, other.quickReferences.count, other.resources.count,
        other.decisionTrees.count, other.codeSnippets.count,
      ]
      for kind in counts.indices { counts[kind] += added[kind] }
    }
    sections.reserveCapacity(sections.count + counts[0])
    patterns.reserveCapacity(patterns.count + counts[1])
    checklists.reserveCapacity(checklists.count + counts[2])
    antiPatterns.reserveCapacity(antiPatterns.count + counts[3])
    pressureScenarios.reserveCapacity(pressureScenarios.count + counts[4])
    itemLists.reserveCapacity(itemLists.count + counts[5])
    realWorldExamples.reserveCapacity(realWorldExamples.count + counts[6])
    quickReferences.reserveCapacity(quickReferences.count + counts[7])
    resources.reserveCapacity(resources.count + counts[8])
    decisionTrees.reserveCapacity(decisionTrees.count + counts[9])
    codeSnippets.reserveCapacity(codeSnippets.count + counts[10])
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
