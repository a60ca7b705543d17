/// A mistake to avoid: an entry of "Anti-Patterns" or "Common Mistakes", or a ❌/✅ code pair.
public struct AntiPattern: GraphEntity {
  /// `skill/anti-pattern-N`.
  public var id: String
  /// The entry's title.
  public var title: String
  /// The skill it belongs to.
  public var skillID: String
  /// The section that holds it.
  public var sectionID: String
  /// Code marked wrong (❌, WRONG, BAD).
  public var wrongSnippetIDs: [String]
  /// Code marked right (✅, CORRECT, GOOD).
  public var correctSnippetIDs: [String]
  /// Where it is.
  public var source: SourceSpan

  /// Always `.antiPattern`.
  public var kind: EntityKind { .antiPattern }

  /// A value with every stored property given.
  package init(
    id: String, title: String, skillID: String, sectionID: String, wrongSnippetIDs: [String],
    correctSnippetIDs: [String], source: SourceSpan
  ) {
    self.id = id
    self.title = title
    self.skillID = skillID
    self.sectionID = sectionID
    self.wrongSnippetIDs = wrongSnippetIDs
    self.correctSnippetIDs = correctSnippetIDs
    self.source = source
  }
}
