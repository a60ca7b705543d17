package import SkillgraphModel

/// One unit of answer as the index stores it: a section or an entity, whole, with everything a
/// result needs so that a fresh index answers without parsing Markdown.
package struct IndexUnit: Sendable, Hashable {
  /// The graph ID (`show` accepts it).
  package var id: String
  /// The entity kind.
  package var kind: EntityKind
  /// The title.
  package var title: String
  /// The enclosing headings, outermost first (the unit's own heading last, for sections).
  package var headingPath: [String]
  /// The whole Markdown of the unit.
  package var text: String
  /// The prose the unit is ranked by: its own text (a section's text before its first
  /// subsection), code fences removed.
  package var body: String
  /// The code fences of that own text.
  package var code: String
  /// The first and last lines in the file.
  package var startLine: Int
  /// The last line (inclusive).
  package var endLine: Int
  /// The minimum iOS version the unit's heading names ("iOS 26"), if any.
  package var minimumIOS: Double?

  /// The estimated token count of `text`.
  package var tokens: Int { TokenEstimate.tokens(in: text) }

  /// A value with every stored property given.
  package init(
    id: String, kind: EntityKind, title: String, headingPath: [String], text: String, body: String,
    code: String, startLine: Int, endLine: Int, minimumIOS: Double? = nil
  ) {
    self.id = id
    self.kind = kind
    self.title = title
    self.headingPath = headingPath
    self.text = text
    self.body = body
    self.code = code
    self.startLine = startLine
    self.endLine = endLine
    self.minimumIOS = minimumIOS
  }
}

/// The skill-level facts the index stores once per skill.
package struct IndexedSkill: Sendable, Hashable {
  /// The skill's ID.
  package var id: String
  /// Its title.
  package var title: String
  /// Its version, when declared.
  package var version: String?
  /// Its description.
  package var description: String
  /// Its example prompts, one per line.
  package var prompts: String

  /// A value with every stored property given.
  package init(
    id: String, title: String, version: String? = nil, description: String, prompts: String
  ) {
    self.id = id
    self.title = title
    self.version = version
    self.description = description
    self.prompts = prompts
  }
}

/// A rough token count: about four bytes of UTF-8 per token, as in the common tokenizers'
/// average for English prose and code.
package enum TokenEstimate {
  /// The estimated tokens of `text`.
  package static func tokens(in text: String) -> Int { (text.utf8.count + 3) / 4 }
}
