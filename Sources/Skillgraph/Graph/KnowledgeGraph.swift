/// The immutable graph of every skill and entity read from the content folders.
public struct KnowledgeGraph: Sendable {
  /// The skills, sorted by ID.
  public let skills: [Skill]
  /// Every heading's section.
  public let sections: [Section]
  /// Patterns.
  public let patterns: [Pattern]
  /// Checklists.
  public let checklists: [Checklist]
  /// Anti-patterns.
  public let antiPatterns: [AntiPattern]
  /// Pressure scenarios.
  public let pressureScenarios: [PressureScenario]
  /// Red flags and example prompts.
  public let itemLists: [ItemList]
  /// Real-world examples.
  public let realWorldExamples: [RealWorldExample]
  /// Quick-reference tables.
  public let quickReferences: [QuickReferenceTable]
  /// Resources.
  public let resources: [Resource]
  /// Decision trees.
  public let decisionTrees: [DecisionTree]
  /// Code snippets.
  public let codeSnippets: [CodeSnippet]
  /// Cross references, resolved or not.
  public let crossReferences: [CrossReference]
  /// Files seen and not ingested.
  public let skipped: [SkippedFile]
  /// Problems found in the content, sorted by file and position.
  public let diagnostics: [Diagnostic]

  private let sourceTexts: [String: SourceText]
  private let index: [String: any GraphEntity]
  private let entityCollection: EntityCollection

  init(parts: GraphParts) {
    skills = parts.skills.sorted { $0.id < $1.id }
    sections = parts.entities.sections
    patterns = parts.entities.patterns
    checklists = parts.entities.checklists
    antiPatterns = parts.entities.antiPatterns
    pressureScenarios = parts.entities.pressureScenarios
    itemLists = parts.entities.itemLists
    realWorldExamples = parts.entities.realWorldExamples
    quickReferences = parts.entities.quickReferences
    resources = parts.entities.resources
    decisionTrees = parts.entities.decisionTrees
    codeSnippets = parts.entities.codeSnippets
    crossReferences = parts.crossReferences
    skipped = parts.skipped
    diagnostics = Diagnostic.sortedForReport(parts.diagnostics)
    sourceTexts = parts.sourceTexts
    entityCollection = parts.entities
    var index: [String: any GraphEntity] = [:]
    for entity in skills + parts.entities.all(includingCode: true) where index[entity.id] == nil {
      index[entity.id] = entity
    }
    self.index = index
  }

  /// The entity with `id`, of any kind.
  public func entity(withID id: String) -> (any GraphEntity)? { index[id] }

  /// The skill with `id`.
  public func skill(withID id: String) -> Skill? { index[id] as? Skill }

  /// The Markdown source of an entity: the lines of its span.
  public func markdown(of entity: any GraphEntity) -> String {
    guard let text = sourceTexts[entity.skillID] else { return "" }
    return text.lines(entity.source.startLine, through: entity.source.endLine)
  }

  /// Every entity of the given skill, in kind order, without the skill itself.
  public func entities(inSkill skillID: String) -> [any GraphEntity] {
    entityCollection.all(includingCode: false).filter { $0.skillID == skillID }
  }

  /// The errors among the diagnostics.
  public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
  /// The warnings among the diagnostics.
  public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}
