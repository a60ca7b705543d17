public import SkillgraphMarkdown

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
  /// How each content folder was read, in the order given.
  public let layouts: [FolderLayout]
  /// Problems found in the content, sorted by file and position.
  public let diagnostics: [Diagnostic]

  private let sourceTexts: [String: SourceText]
  private let documents: [String: MarkdownNode]
  /// Where each ID's entity is: its array and position (no existential box per entity).
  private let index: EntityIndex
  private let entityCollection: EntityCollection

  /// Assembles the graph from `parts`, with their ``entityIndex(of:)`` when it was built
  /// beforehand.
  package init(parts: GraphParts, index: EntityIndex? = nil) {
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
    layouts = parts.layouts
    diagnostics = Diagnostic.sortedForReport(parts.diagnostics)
    sourceTexts = parts.sourceTexts
    documents = parts.documents
    entityCollection = parts.entities
    self.index = index ?? Self.entityIndex(of: parts)
  }

  /// The entity with `id`, of any kind.
  public func entity(withID id: String) -> (any GraphEntity)? {
    guard let (kind, place) = index[id] else { return outcome(withID: id) }
    let position = Int(place)
    switch kind {
    case .skill: return skills[position]
    case .section: return sections[position]
    case .pattern: return patterns[position]
    case .checklist: return checklists[position]
    case .antiPattern: return antiPatterns[position]
    case .pressureScenario: return pressureScenarios[position]
    case .redFlags, .examplePrompts: return itemLists[position]
    case .realWorldExample: return realWorldExamples[position]
    case .quickReference: return quickReferences[position]
    case .resource: return resources[position]
    case .decisionTree: return decisionTrees[position]
    case .decisionOutcome: return nil
    case .codeBlock: return codeSnippets[position]
    }
  }

  /// The outcome `tree-id/outcome-id`, read from its tree.
  private func outcome(withID id: String) -> OutcomeEntry? {
    guard let slash = id.lastIndex(of: "/"),
      let (kind, position) = index[String(id[..<slash])], kind == .decisionTree
    else { return nil }
    let tree = decisionTrees[Int(position)]
    return outcomes(of: tree).first { $0.id == id }
  }

  /// The outcomes of `tree`, each with its detail lines and the paths that reach it.
  public func outcomes(of tree: DecisionTree) -> [OutcomeEntry] {
    guard let source = sourceTexts[tree.skillID] else { return [] }
    return OutcomeEntry.entries(of: tree, source: source)
  }

  /// Every decision outcome, tree by tree (computed on each call).
  public var decisionOutcomes: [OutcomeEntry] { decisionTrees.flatMap(outcomes(of:)) }

  /// The skill with `id`.
  public func skill(withID id: String) -> Skill? {
    guard let (kind, position) = index[id], kind == .skill else { return nil }
    return skills[Int(position)]
  }

  /// The section with `id`.
  public func section(withID id: String) -> Section? {
    if let (kind, position) = index[id] {
      if kind == .section { return sections[Int(position)] }
      // NB: an ID taken by an entity of another kind (a skill named `a#b`) is looked up in
      // the sections themselves.
      return sections.last { $0.id == id }
    }
    return nil
  }

  /// The Markdown source of an entity: the lines of its span.
  public func markdown(of entity: any GraphEntity) -> String {
    if let outcome = entity as? OutcomeEntry { return outcome.markdown }
    guard let text = sourceTexts[entity.skillID] else { return "" }
    return text.lines(entity.source.startLine, through: entity.source.endLine)
  }

  /// The whole source text of a skill, front matter included.
  public func sourceText(ofSkill skillID: String) -> String {
    guard let text = sourceTexts[skillID] else { return "" }
    return text.lines(1, through: text.lineCount)
  }

  /// Lines `start...end` (1-based, clamped) of a skill's source, joined by newlines.
  public func sourceLines(ofSkill skillID: String, from start: Int, through end: Int) -> String {
    sourceTexts[skillID]?.lines(start, through: end) ?? ""
  }

  /// The parsed Markdown tree of a skill, when the loader kept documents
  /// (`CorpusLoader(keepsDocuments: true)`); front matter lines are blank in it.
  public func document(of skillID: String) -> MarkdownNode? {
    documents[skillID]
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
