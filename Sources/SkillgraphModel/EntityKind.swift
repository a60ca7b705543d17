/// The kinds of entity in the knowledge graph.
public enum EntityKind: String, Hashable, Sendable, Codable, CaseIterable {
  case skill
  case section
  case pattern
  case checklist
  case antiPattern
  case pressureScenario
  case redFlags
  case examplePrompts
  case realWorldExample
  case quickReference
  case resource
  case decisionTree
  /// A leaf of a decision tree (read from its tree on demand).
  case decisionOutcome
  case codeBlock
}

/// What every entity in the graph has: a stable ID, a kind, a title, a skill and a source.
public protocol GraphEntity: Sendable, Hashable, Codable {
  /// The entity's stable ID (`skill`, `skill#slug`, `skill/kind-N`).
  var id: String { get }
  /// The entity's kind.
  var kind: EntityKind { get }
  /// A short title for lists and headings.
  var title: String { get }
  /// The skill the entity belongs to.
  var skillID: String { get }
  /// Where the entity is.
  var source: SourceSpan { get }
}
