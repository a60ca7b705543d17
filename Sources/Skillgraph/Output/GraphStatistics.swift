/// The counts `skillgraph stats` reports.
public struct GraphStatistics: Codable, Sendable, Hashable {
  /// Resolved and unresolved cross references.
  public struct References: Codable, Sendable, Hashable {
    /// References that name an existing entity.
    public var resolved: Int
    /// References that do not.
    public var unresolved: Int
  }

  /// Diagnostics by severity.
  public struct DiagnosticCounts: Codable, Sendable, Hashable {
    /// Errors.
    public var errors: Int
    /// Warnings.
    public var warnings: Int
    /// Notes.
    public var notes: Int
  }

  public var skills: Int
  public var skillsByType: [String: Int]
  public var routers: Int
  public var children: Int
  public var sections: Int
  public var patterns: Int
  public var checklists: Int
  public var checklistItems: Int
  public var antiPatterns: Int
  public var pressureScenarios: Int
  public var redFlags: Int
  public var examplePrompts: Int
  public var realWorldExamples: Int
  public var quickReferenceTables: Int
  public var resources: Int
  public var decisionTrees: Int
  public var decisionTreesByStyle: [String: Int]
  public var decisionQuestions: Int
  public var decisionOutcomes: Int
  public var codeBlocks: Int
  public var crossReferences: References
  public var skipped: Int
  public var diagnostics: DiagnosticCounts
  public var elapsedMilliseconds: Int

  /// Counts everything in `graph`; `elapsedMilliseconds` is the time it took to load.
  public init(graph: KnowledgeGraph, elapsedMilliseconds: Int) {
    skills = graph.skills.count
    skillsByType = Dictionary(grouping: graph.skills, by: \.type.rawValue).mapValues(\.count)
    routers = graph.skills.filter { $0.role == .suiteRouter }.count
    children = graph.skills.filter { $0.role == .suiteChild }.count
    sections = graph.sections.count
    patterns = graph.patterns.count
    checklists = graph.checklists.count
    checklistItems = graph.checklists.reduce(0) { $0 + $1.items.count }
    antiPatterns = graph.antiPatterns.count
    pressureScenarios = graph.pressureScenarios.count
    redFlags = graph.itemLists.filter { $0.kind == .redFlags }.reduce(0) { $0 + $1.items.count }
    examplePrompts = graph.itemLists.filter { $0.kind == .examplePrompts }.reduce(0) { $0 + $1.items.count }
    realWorldExamples = graph.realWorldExamples.count
    quickReferenceTables = graph.quickReferences.count
    resources = graph.resources.count
    decisionTrees = graph.decisionTrees.count
    decisionTreesByStyle = Dictionary(grouping: graph.decisionTrees, by: \.style.rawValue).mapValues(\.count)
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
    crossReferences = References(resolved: resolved, unresolved: graph.crossReferences.count - resolved)
    skipped = graph.skipped.count
    diagnostics = DiagnosticCounts(
      errors: graph.errorCount, warnings: graph.warningCount,
      notes: graph.diagnostics.count - graph.errorCount - graph.warningCount)
    self.elapsedMilliseconds = elapsedMilliseconds
  }
}
