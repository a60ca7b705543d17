public import SkillgraphModel
public import SkillgraphSearch

/// An entity with its Markdown, source and related entities: what `show` answers.
public struct EntityDetail: Encodable, Sendable {
  /// A link from the entity to another one.
  public struct Related: Encodable, Hashable, Sendable {
    /// The other entity's ID.
    public var id: String
    /// Its kind.
    public var kind: EntityKind
    /// Its title.
    public var title: String
    /// How it relates: `skill`, `parent`, `child`, `document` (of a skill folder), `contains`,
    /// `references`, `referencedBy`.
    public var relation: String

    /// A value with every stored property given.
    package init(id: String, kind: EntityKind, title: String, relation: String) {
      self.id = id
      self.kind = kind
      self.title = title
      self.relation = relation
    }
  }

  /// A section chosen by name, as a narrowed reading lists it.
  public struct SectionSummary: Encodable, Hashable, Sendable {
    /// The section's ID.
    public var id: String
    /// Its heading title.
    public var title: String
    /// Where it is.
    public var source: SourceSpan

    /// A value with every stored property given.
    package init(id: String, title: String, source: SourceSpan) {
      self.id = id
      self.title = title
      self.source = source
    }
  }

  /// A section in the outline of a skill too large to read whole.
  public struct OutlineEntry: Encodable, Hashable, Sendable {
    /// The section's ID (`read` takes it, or its title, in `sections`).
    public var id: String
    /// Its heading title.
    public var title: String
    /// How deep it lies: 1 for a section of the skill, 2 for a subsection of one, ...
    public var depth: Int
    /// What reading it whole costs, in estimated tokens (subsections included).
    public var tokens: Int

    /// A value with every stored property given.
    package init(id: String, title: String, depth: Int, tokens: Int) {
      self.id = id
      self.title = title
      self.depth = depth
      self.tokens = tokens
    }
  }

  /// The entity's ID.
  public var id: String
  /// The entity's kind.
  public var kind: EntityKind
  /// The entity's title.
  public var title: String
  /// The skill it belongs to (its version only when declared).
  public var skill: SkillSummary
  /// Its Markdown source.
  public var markdown: String
  /// Where it is.
  public var source: SourceSpan
  /// Entities linked to it.
  public var related: [Related]
  /// The entity's own fields (items, parts, the decision tree, ...).
  public var entity: any GraphEntity
  /// When a skill is read narrowed to some of its sections: which sections these are.
  public var sections: [SectionSummary]?
  /// The code templates that implement the entity (`render` takes their IDs).
  public var templates: [String]?
  /// When a skill is too large to read whole: its sections with what each costs, while
  /// `markdown` holds only the skill's opening, before its first section.
  public var outline: [OutlineEntry]?

  /// Gathers the detail of `entity` from `graph`.
  public init(entity: any GraphEntity, graph: KnowledgeGraph) {
    id = entity.id
    kind = entity.kind
    title = entity.title
    let owner = graph.skill(withID: entity.skillID)
    skill = SkillSummary(
      id: entity.skillID, title: owner?.title ?? entity.skillID, version: owner?.version,
      shape: .declaredVersion)
    markdown = graph.markdown(of: entity)
    source = entity.source
    related = Self.related(to: entity, in: graph)
    self.entity = entity
  }

  package enum CodingKeys: String, CodingKey {
    case id, kind, title, skill, markdown, source, related, entity, sections, templates, outline
  }

  /// Encodes the detail, with the entity's own fields under `entity`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(kind, forKey: .kind)
    try container.encode(title, forKey: .title)
    try container.encode(skill, forKey: .skill)
    try container.encode(markdown, forKey: .markdown)
    try container.encode(source, forKey: .source)
    try container.encode(related, forKey: .related)
    try container.encode(entity, forKey: .entity)
    try container.encodeIfPresent(sections, forKey: .sections)
    try container.encodeIfPresent(templates, forKey: .templates)
    try container.encodeIfPresent(outline, forKey: .outline)
  }

  private static func related(to entity: any GraphEntity, in graph: KnowledgeGraph) -> [Related] {
    func item(_ other: any GraphEntity, _ relation: String) -> Related {
      Related(id: other.id, kind: other.kind, title: other.title, relation: relation)
    }
    var result: [Related] = []
    if entity.kind != .skill, let skill = graph.skill(withID: entity.skillID) {
      result.append(item(skill, "skill"))
    }
    let span = entity.source
    if let outcome = entity as? OutcomeEntry, let tree = graph.entity(withID: outcome.treeID) {
      result.append(item(tree, "parent"))
    }
    if let tree = entity as? DecisionTree {
      result += graph.outcomes(of: tree).map { item($0, "child") }
    }
    if let section = entity as? Section {
      if let parent = section.parentID.flatMap(graph.entity(withID:)) {
        result.append(item(parent, "parent"))
      }
      result += graph.sections.filter { $0.parentID == section.id }.map { item($0, "child") }
    }
    if entity.kind == .section || entity.kind == .skill {
      let contained = graph.entities(inSkill: entity.skillID).filter { other in
        other.kind != .section && other.id != entity.id && other.source.startLine >= span.startLine
          && other.source.endLine <= span.endLine
      }
      result += contained.map { item($0, "contains") }
      if let skill = entity as? Skill {
        result += graph.sections.filter { $0.skillID == entity.id && $0.parentID == nil }.map {
          item($0, "child")
        }
        if let parent = skill.parentSkill.flatMap(graph.skill(withID:)) {
          result.append(item(parent, "parent"))
        }
        result += graph.documents(of: skill.id).map { item($0, "document") }
      }
    }
    let outgoing = graph.crossReferences.filter { reference in
      reference.fromSkillID == entity.skillID && reference.source.startLine >= span.startLine
        && reference.source.startLine <= span.endLine
    }
    var seen = Set<String>()
    for reference in outgoing {
      guard let target = reference.targetID, target != entity.id, seen.insert(target).inserted,
        let other = graph.entity(withID: target)
      else { continue }
      result.append(item(other, "references"))
    }
    for reference in graph.crossReferences where reference.targetID == entity.id {
      guard seen.insert("from:\(reference.fromSkillID)").inserted,
        let other = graph.skill(withID: reference.fromSkillID)
      else { continue }
      result.append(item(other, "referencedBy"))
    }
    return result
  }
}
