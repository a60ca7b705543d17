/// A table under a "Quick Reference" heading.
public struct QuickReferenceTable: GraphEntity {
  /// `skill/table-N`.
  public var id: String
  /// The section title.
  public var title: String
  /// The skill it belongs to.
  public var skillID: String
  /// The section that holds it.
  public var sectionID: String
  /// The header cells.
  public var header: [String]
  /// The body rows.
  public var rows: [[String]]
  /// Where it is.
  public var source: SourceSpan

  /// Always `.quickReference`.
  public var kind: EntityKind { .quickReference }
}
