/// A list of things to verify: a checklist section or a GFM task list.
public struct Checklist: GraphEntity {
  /// `skill/checklist-N`.
  public var id: String
  /// The title of the section that holds it.
  public var title: String
  /// The skill the checklist belongs to.
  public var skillID: String
  /// The section that holds it.
  public var sectionID: String
  /// The items in source order.
  public var items: [ChecklistItem]
  /// Where it is.
  public var source: SourceSpan

  /// Always `.checklist`.
  public var kind: EntityKind { .checklist }

  /// A value with every stored property given.
  package init(
    id: String, title: String, skillID: String, sectionID: String, items: [ChecklistItem],
    source: SourceSpan
  ) {
    self.id = id
    self.title = title
    self.skillID = skillID
    self.sectionID = sectionID
    self.items = items
    self.source = source
  }
}

/// One item of a checklist.
public struct ChecklistItem: Hashable, Sendable, Codable {
  /// How the item was written.
  public enum Style: String, Hashable, Sendable, Codable {
    /// `- [ ]` or `- [x]`.
    case task
    /// A `☐` or `☑` line, also inside fences.
    case ballotBox
    /// A numbered step under a checklist heading.
    case numbered
    /// A plain bullet under a checklist heading.
    case bullet
    /// A row of a table under a checklist heading.
    case tableRow
  }

  /// The item's text.
  public var text: String
  /// Whether the item is ticked in the source.
  public var isChecked: Bool
  /// How the item was written.
  public var style: Style
  /// The item's line.
  public var line: Int

  /// A value with every stored property given.
  package init(text: String, isChecked: Bool, style: Style, line: Int) {
    self.text = text
    self.isChecked = isChecked
    self.style = style
    self.line = line
  }
}
