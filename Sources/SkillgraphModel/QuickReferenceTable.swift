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

  /// A value with every stored property given.
  package init(
    id: String, title: String, skillID: String, sectionID: String, header: [String],
    rows: [[String]], source: SourceSpan
  ) {
    self.id = id
    self.title = title
    self.skillID = skillID
    self.sectionID = sectionID
    self.header = header
    self.rows = rows
    self.source = source
  }
}
