import SkillgraphMarkdown

/// A fenced or indented code block, with its language.
public struct CodeSnippet: GraphEntity {
  /// `skill/code-N`.
  public var id: String
  /// The skill the snippet belongs to.
  public var skillID: String
  /// The section that holds it.
  public var sectionID: String?
  /// The info string's first word, lower-cased (empty when untagged).
  public var language: String
  /// The code.
  public var code: String
  /// Where it is.
  public var source: SourceSpan

  /// The language and first line, for lists.
  public var title: String {
    let firstLine = String(code.prefix { $0 != "\n" })
    return language.isEmpty ? firstLine : "\(language): \(firstLine)"
  }
  /// Always `.codeBlock`.
  public var kind: EntityKind { .codeBlock }

  /// A value with every stored property given.
  package init(
    id: String, skillID: String, sectionID: String? = nil, language: String, code: String,
    source: SourceSpan
  ) {
    self.id = id
    self.skillID = skillID
    self.sectionID = sectionID
    self.language = language
    self.code = code
    self.source = source
  }
}
