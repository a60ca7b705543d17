/// A titled list of short items: red flags or example prompts.
public struct ItemList: GraphEntity {
  /// `skill/red-flags-N` or `skill/example-prompts-N`.
  public var id: String
  /// `.redFlags` or `.examplePrompts`.
  public var kind: EntityKind
  /// The section title.
  public var title: String
  /// The skill it belongs to.
  public var skillID: String
  /// The section that holds it.
  public var sectionID: String
  /// The items.
  public var items: [String]
  /// Where it is.
  public var source: SourceSpan

  /// A value with every stored property given.
  package init(
    id: String, kind: EntityKind, title: String, skillID: String, sectionID: String,
    items: [String], source: SourceSpan
  ) {
    self.id = id
    self.kind = kind
    self.title = title
    self.skillID = skillID
    self.sectionID = sectionID
    self.items = items
    self.source = source
  }
}
