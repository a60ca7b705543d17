/// An external resource: a WWDC session, an Apple documentation path or a web link.
public struct Resource: GraphEntity {
  /// What the resource points at.
  public enum Target: String, Hashable, Sendable, Codable {
    case wwdcSession
    case documentation
    case link
    case other
  }

  /// `skill/resource-N`.
  public var id: String
  /// The item's text.
  public var title: String
  /// The skill it belongs to.
  public var skillID: String
  /// What it points at.
  public var target: Target
  /// The session ID (`WWDC25-227`), documentation path or URL.
  public var value: String
  /// Where it is.
  public var source: SourceSpan

  /// Always `.resource`.
  public var kind: EntityKind { .resource }

  /// A value with every stored property given.
  package init(
    id: String, title: String, skillID: String, target: Target, value: String, source: SourceSpan
  ) {
    self.id = id
    self.title = title
    self.skillID = skillID
    self.target = target
    self.value = value
    self.source = source
  }
}
