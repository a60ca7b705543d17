/// One unit of answer as the index stores it: a section or an entity, whole, with everything a
/// result needs so that a fresh index answers without parsing Markdown.
struct IndexUnit: Sendable, Hashable {
  /// The graph ID (`show` accepts it).
  var id: String
  /// The entity kind.
  var kind: EntityKind
  /// The title.
  var title: String
  /// The enclosing headings, outermost first (the unit's own heading last, for sections).
  var headingPath: [String]
  /// The whole Markdown of the unit.
  var text: String
  /// The prose the unit is ranked by: its own text (a section's text before its first
  /// subsection), code fences removed.
  var body: String
  /// The code fences of that own text.
  var code: String
  /// The first and last lines in the file.
  var startLine: Int
  /// The last line (inclusive).
  var endLine: Int
  /// The minimum iOS version the unit's heading names ("iOS 26"), if any.
  var minimumIOS: Double?

  /// The estimated token count of `text`.
  var tokens: Int { TokenEstimate.tokens(in: text) }
}

/// The skill-level facts the index stores once per skill.
struct IndexedSkill: Sendable, Hashable {
  /// The skill's ID.
  var id: String
  /// Its title.
  var title: String
  /// Its version, when declared.
  var version: String?
  /// Its description.
  var description: String
  /// Its example prompts, one per line.
  var prompts: String
}

/// A rough token count: about four bytes of UTF-8 per token, as in the common tokenizers'
/// average for English prose and code.
enum TokenEstimate {
  /// The estimated tokens of `text`.
  static func tokens(in text: String) -> Int { (text.utf8.count + 3) / 4 }
}
