public import SkillgraphModel

/// An entity in brief, as lists give it: ID, kind, title, skill, the skill's type, source.
public struct EntitySummary: Encodable, Sendable, Hashable {
  /// The entity's ID.
  public var id: String
  /// Its kind.
  public var kind: EntityKind
  /// Its title.
  public var title: String
  /// The ID of the skill it belongs to.
  public var skill: String
  /// The skill's type, for a skill; `agent` or `command` for a plugin's agent or command,
  /// which are documents of their own kind, not skills of a type.
  public var type: String?
  /// Where it is.
  public var source: SourceSpan

  /// The summary of `entity`.
  public init(_ entity: any GraphEntity) {
    id = entity.id
    kind = entity.kind
    title = entity.title
    skill = entity.skillID
    type = (entity as? Skill)?.listedType
    source = entity.source
  }
}

/// What `list` answers: the entities, in the graph's order.
public struct EntityList: Encodable, Sendable {
  /// The entities.
  public var items: [EntitySummary]

  /// A list of `items`.
  public init(items: [EntitySummary]) {
    self.items = items
  }
}
