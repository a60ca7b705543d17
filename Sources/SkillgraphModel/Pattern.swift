/// A named way of doing something: "Pattern N: Title", or an entry of Quick or Deep Patterns.
public struct Pattern: GraphEntity {
  /// `skill/pattern-N` (or `skill/pattern-slug` when unnumbered).
  public var id: String
  /// The pattern's title, without the "Pattern N:" prefix.
  public var title: String
  /// The skill the pattern belongs to.
  public var skillID: String
  /// The number from "Pattern N", when present.
  public var number: Int?
  /// The section that holds the pattern.
  public var sectionID: String
  /// The text after a "Use when" label, when present.
  public var useWhen: String?
  /// The text after an "Availability" (or "Requires") label, when present: the system versions,
  /// Info.plist entries and capabilities the pattern needs.
  public var availability: String?
  /// The items of the list after a "Key points" label, each as plain text on one line.
  public var keyPoints: [String]
  /// The code snippets inside the pattern.
  public var snippetIDs: [String]
  /// Where it is.
  public var source: SourceSpan

  /// Always `.pattern`.
  public var kind: EntityKind { .pattern }

  /// A value with every stored property given.
  package init(
    id: String, title: String, skillID: String, number: Int? = nil, sectionID: String,
    useWhen: String? = nil, availability: String? = nil, keyPoints: [String] = [],
    snippetIDs: [String], source: SourceSpan
  ) {
    self.keyPoints = keyPoints
    self.id = id
    self.title = title
    self.skillID = skillID
    self.number = number
    self.sectionID = sectionID
    self.useWhen = useWhen
    self.availability = availability
    self.snippetIDs = snippetIDs
    self.source = source
  }
}
