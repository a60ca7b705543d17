/// A case from practice: what was seen, what it was, how it was fixed.
public struct RealWorldExample: GraphEntity {
  /// `skill/example-N`.
  public var id: String
  /// The example's title.
  public var title: String
  /// The skill it belongs to.
  public var skillID: String
  /// The section that holds it.
  public var sectionID: String
  /// The "Symptom" part.
  public var symptom: String?
  /// The "Diagnosis" (or "Cause", "Root cause") part.
  public var diagnosis: String?
  /// The "Fix" (or "Solution") part.
  public var fix: String?
  /// Where it is.
  public var source: SourceSpan

  /// Always `.realWorldExample`.
  public var kind: EntityKind { .realWorldExample }

  /// A value with every stored property given.
  package init(
    id: String, title: String, skillID: String, sectionID: String, symptom: String? = nil,
    diagnosis: String? = nil, fix: String? = nil, source: SourceSpan
  ) {
    self.id = id
    self.title = title
    self.skillID = skillID
    self.sectionID = sectionID
    self.symptom = symptom
    self.diagnosis = diagnosis
    self.fix = fix
    self.source = source
  }
}
