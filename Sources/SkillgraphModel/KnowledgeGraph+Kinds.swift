extension KnowledgeGraph {
  /// Every entity of `kind`, in the graph's order.
  public func entities(ofKind kind: EntityKind) -> [any GraphEntity] {
    switch kind {
    case .skill: skills
    case .section: sections
    case .pattern: patterns
    case .checklist: checklists
    case .antiPattern: antiPatterns
    case .pressureScenario: pressureScenarios
    case .redFlags, .examplePrompts: itemLists.filter { $0.kind == kind }
    case .realWorldExample: realWorldExamples
    case .quickReference: quickReferences
    case .resource: resources
    case .decisionTree: decisionTrees
    case .decisionOutcome: decisionOutcomes
    case .codeBlock: codeSnippets
    }
  }

  /// The symptom trees: the decision trees of diagnostic skills, which `diagnose` walks.
  public var symptomTrees: [DecisionTree] {
    decisionTrees.filter { skill(withID: $0.skillID)?.type == .diagnostic }
  }
}
