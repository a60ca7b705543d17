/// A reference from one place in a skill to a skill, section or pattern.
public struct CrossReference: Hashable, Sendable, Codable {
  /// How the reference was written.
  public enum Form: String, Hashable, Sendable, Codable {
    /// `skills/x.md`, `suite (skills/x.md)` or `suite/skills/x.md`.
    case skillPath
    /// A Markdown link to a local file or anchor.
    case link
    /// A backticked skill name.
    case skillName
    /// "(Pattern N)".
    case pattern
  }

  /// The skill the reference is in.
  public var fromSkillID: String
  /// Where it is.
  public var source: SourceSpan
  /// The reference as written.
  public var text: String
  /// How it was written.
  public var form: Form
  /// The entity it resolves to; nil when unresolved.
  public var targetID: String?

  /// Whether the reference resolved.
  public var isResolved: Bool { targetID != nil }

  /// A value with every stored property given.
  package init(
    fromSkillID: String, source: SourceSpan, text: String, form: Form, targetID: String? = nil
  ) {
    self.fromSkillID = fromSkillID
    self.source = source
    self.text = text
    self.form = form
    self.targetID = targetID
  }
}
