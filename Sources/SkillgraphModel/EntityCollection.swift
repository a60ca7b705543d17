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

  /// Visits each kind's array, in this order: the one list of them that the collection's
  /// operations and the graph's entity index go through.
  package static func visitArrays(_ visitor: inout some EntityArrayVisitor) {
    visitor.visit(\.sections, kind: .section)
    visitor.visit(\.patterns, kind: .pattern)
    visitor.visit(\.checklists, kind: .checklist)
    visitor.visit(\.antiPatterns, kind: .antiPattern)
    visitor.visit(\.pressureScenarios, kind: .pressureScenario)
    visitor.visit(\.itemLists, kind: .redFlags)
    visitor.visit(\.realWorldExamples, kind: .realWorldExample)
    visitor.visit(\.quickReferences, kind: .quickReference)
    visitor.visit(\.resources, kind: .resource)
    visitor.visit(\.decisionTrees, kind: .decisionTree)
    visitor.visit(\.codeSnippets, kind: .codeBlock)
  }

  /// Appends every entity of `other`.
  package mutating func append(_ other: EntityCollection) {
    var appending = Appending(other: other)
    // NB: swapped, not copied, into the visitor, so that each array is still uniquely held
    // and grows in place.
    swap(&self, &appending.target)
    Self.visitArrays(&appending)
    swap(&self, &appending.target)
  }

  /// Makes room for every entity of `others`, so that appending them grows each array once.
  ///
  /// NB: grown by doubling, the merged arrays of ten copies of the Axiom collection held room
  /// for about 40,000 code snippets more than there were (5 MB).
  package mutating func reserveCapacity(forAppending others: some Sequence<EntityCollection>) {
    var counting = Counting()
    for other in others {
      counting.source = other
      counting.position = 0
      Self.visitArrays(&counting)
    }
    var reserving = Reserving(added: counting.counts)
    swap(&self, &reserving.target)
    Self.visitArrays(&reserving)
    swap(&self, &reserving.target)
  }

  /// Every entity, kind by kind; code snippets only when `includingCode` is set.
  package func all(includingCode: Bool) -> [any GraphEntity] {
    var gathering = Gathering(source: self, includingCode: includingCode)
    Self.visitArrays(&gathering)
    return gathering.entities
  }

  /// The number of entities, of every kind.
  package var count: Int {
    var counting = Counting(source: self)
    Self.visitArrays(&counting)
    return counting.counts.reduce(0, +)
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
