public import SkillgraphModel

/// The counts `skillgraph stats` reports.
public struct GraphStatistics: Codable, Sendable, Hashable {
  /// Resolved and unresolved cross references.
  public struct References: Codable, Sendable, Hashable {
    /// References that name an existing entity.
    public var resolved: Int
    /// References that do not.
    public var unresolved: Int

    /// A value with every stored property given.
    package init(resolved: Int, unresolved: Int) {
      self.resolved = resolved
      self.unresolved = unresolved
    }
  }

  /// Diagnostics by severity.
  public struct DiagnosticCounts: Codable, Sendable, Hashable {
    /// Errors.
    public var errors: Int
    /// Warnings.
    public var warnings: Int
    /// Notes.
    public var notes: Int

    /// A value with every stored property given.
    package init(errors: Int, warnings: Int, notes: Int) {
      self.errors = errors
      self.warnings = warnings
      self.notes = notes
    }
  }

  /// Skills ingested.
  public var skills: Int
  /// Skills by type.
  public var skillsByType: [String: Int]
  /// Suite routers.
  public var routers: Int
  /// Suite children.
  public var children: Int
  /// Documents of skill folders (`skill/references/file`), counted in `skills` too.
  public var documents: Int
  /// Agent definitions of plugins (`agents/x.md`), counted in `skills` too.
  public var agents: Int
  /// Command definitions of plugins (`commands/x.md`), counted in `skills` too.
  public var commands: Int
  /// Guides: READMEs and context files at the top of a content folder or a plugin, counted in
  /// `skills` too.
  public var guides: Int
  /// How each content folder was read.
  public var layouts: [FolderLayout]
  /// Sections (headings).
  public var sections: Int
  /// Patterns.
  public var patterns: Int
  /// Checklists.
  public var checklists: Int
  /// Items over all checklists.
  public var checklistItems: Int
  /// Anti-patterns.
  public var antiPatterns: Int
  /// Pressure scenarios.
  public var pressureScenarios: Int
  /// Red flags over all lists.
  public var redFlags: Int
  /// Example prompts over all lists.
  public var examplePrompts: Int
  /// Real-world examples.
  public var realWorldExamples: Int
  /// Quick-reference tables.
  public var quickReferenceTables: Int
  /// Resources.
  public var resources: Int
  /// Decision trees.
  public var decisionTrees: Int
  /// Decision trees by source style.
  public var decisionTreesByStyle: [String: Int]
  /// Questions over all trees.
  public var decisionQuestions: Int
  /// Outcomes over all trees.
  public var decisionOutcomes: Int
  /// Code blocks.
  public var codeBlocks: Int
  /// Cross references by resolution.
  public var crossReferences: References
  /// Files seen and not ingested.
  public var skipped: Int
  /// Diagnostics by severity.
  public var diagnostics: DiagnosticCounts
  /// Time spent loading, in milliseconds.
  public var elapsedMilliseconds: Int

  /// Counts everything in `graph`; `elapsedMilliseconds` is the time it took to load.
  public init(graph: KnowledgeGraph, elapsedMilliseconds: Int) {
    skills = graph.skills.count
    skillsByType = Dictionary(grouping: graph.skills, by: \.type.rawValue).mapValues(\.count)
    routers = graph.skills.filter { $0.role == .suiteRouter }.count
    children = graph.skills.filter { $0.role == .suiteChild }.count
    documents = graph.skills.filter { $0.role == .skillDocument }.count
    agents = graph.skills.filter { $0.role == .agent }.count
    commands = graph.skills.filter { $0.role == .command }.count
    guides = graph.skills.filter { $0.role == .guide }.count
    layouts = graph.layouts
    sections = graph.sections.count
    patterns = graph.patterns.count
    checklists = graph.checklists.count
    checklistItems = graph.checklists.reduce(0) { $0 + $1.items.count }
    antiPatterns = graph.antiPatterns.count
    pressureScenarios = graph.pressureScenarios.count
    redFlags = graph.itemLists.filter { $0.kind == .redFlags }.reduce(0) { $0 + $1.items.count }
    examplePrompts = graph.itemLists.filter { $0.kind == .examplePrompts }.reduce(0) {
      $0 + $1.items.count
    }
    realWorldExamples = graph.realWorldExamples.count
    quickReferenceTables = graph.quickReferences.count
    resources = graph.resources.count
    decisionTrees = graph.decisionTrees.count
    decisionTreesByStyle = Dictionary(grouping: graph.decisionTrees, by: \.style.rawValue)
      .mapValues(\.count)
    var questions = 0
    var outcomes = 0
    for tree in graph.decisionTrees {
      tree.root.forEachNode { node in
        switch node {
        case .question: questions += 1
        case .outcome: outcomes += 1
        }
      }
    }
    decisionQuestions = questions
    decisionOutcomes = outcomes
    codeBlocks = graph.codeSnippets.count
    let resolved = graph.crossReferences.filter(\.isResolved).count
    crossReferences = References(
      resolved: resolved, unresolved: graph.crossReferences.count - resolved)
    skipped = graph.skipped.count
    diagnostics = DiagnosticCounts(
      errors: graph.errorCount, warnings: graph.warningCount,
      notes: graph.diagnostics.count - graph.errorCount - graph.warningCount)
    self.elapsedMilliseconds = elapsedMilliseconds
  }
}
