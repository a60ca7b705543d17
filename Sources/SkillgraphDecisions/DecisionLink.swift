public import SkillgraphModel

/// Where a link in an outcome points: the section or skill that explains a fix.
public struct DecisionLink: Codable, Hashable, Sendable {
  /// The link target as written (`#testing-with-lldb`, `skills/x.md`).
  public var link: String
  /// The entity it resolves to; nil when it does not resolve.
  public var targetID: String?
  /// The entity's kind, when resolved.
  public var kind: EntityKind?
  /// The entity's title, when resolved.
  public var title: String?
  /// Where the entity is, when resolved.
  public var source: SourceSpan?
  /// The section's Markdown, when the link resolves to a section.
  public var markdown: String?

  /// Creates a link.
  public init(
    link: String, targetID: String? = nil, kind: EntityKind? = nil, title: String? = nil,
    source: SourceSpan? = nil, markdown: String? = nil
  ) {
    self.link = link
    self.targetID = targetID
    self.kind = kind
    self.title = title
    self.source = source
    self.markdown = markdown
  }
}
