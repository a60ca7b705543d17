/// A heading and the content under it, up to the next heading of the same or a higher level.
public struct Section: GraphEntity {
  /// `skill#slug`.
  public var id: String
  /// The heading text.
  public var title: String
  /// The skill the section belongs to.
  public var skillID: String
  /// The heading level, 1 to 6.
  public var level: Int
  /// The GitHub-style anchor, de-duplicated within the skill.
  public var slug: String
  /// The titles of the enclosing headings, outermost first, ending with this one.
  public var headingPath: [String]
  /// The enclosing section's ID.
  public var parentID: String?
  /// The heading line through the last line before the next same-or-higher heading.
  public var source: SourceSpan

  /// Always `.section`.
  public var kind: EntityKind { .section }

  /// A value with every stored property given.
  package init(
    id: String, title: String, skillID: String, level: Int, slug: String, headingPath: [String],
    parentID: String? = nil, source: SourceSpan
  ) {
    self.id = id
    self.title = title
    self.skillID = skillID
    self.level = level
    self.slug = slug
    self.headingPath = headingPath
    self.parentID = parentID
    self.source = source
  }
}
