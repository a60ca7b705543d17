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
  public var code: String {
    get { String(text) }
    set { text = Substring(newValue) }
  }
  /// Where it is.
  public var source: SourceSpan

  /// The code, as a slice of the skill's source text when it is those bytes (most fenced
  /// blocks), so that the graph holds the code once.
  ///
  /// NB: a copy of every block's code was 25 MB of the 290 MB heap of a site build of ten
  /// copies of the Axiom collection (`Benchmarks/site-memory.sh`).
  private var text: Substring

  /// The language and first line, for lists.
  public var title: String {
    let firstLine = String(text.prefix { $0 != "\n" })
    return language.isEmpty ? firstLine : "\(language): \(firstLine)"
  }
  /// Always `.codeBlock`.
  public var kind: EntityKind { .codeBlock }

  /// A value with every stored property given.
  package init(
    id: String, skillID: String, sectionID: String? = nil, language: String, code: String,
    source: SourceSpan
  ) {
    self.init(
      id: id, skillID: skillID, sectionID: sectionID, language: language, text: Substring(code),
      source: source)
  }

  /// A value whose code is `text`, which may be a slice of a larger string it shares.
  package init(
    id: String, skillID: String, sectionID: String? = nil, language: String, text: Substring,
    source: SourceSpan
  ) {
    self.id = id
    self.skillID = skillID
    self.sectionID = sectionID
    self.language = language
    self.text = text
    self.source = source
  }
}

extension CodeSnippet {
  private enum CodingKeys: String, CodingKey {
    case id, skillID, sectionID, language, code, source
  }

  /// Decodes the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      skillID: try container.decode(String.self, forKey: .skillID),
      sectionID: try container.decodeIfPresent(String.self, forKey: .sectionID),
      language: try container.decode(String.self, forKey: .language),
      code: try container.decode(String.self, forKey: .code),
      source: try container.decode(SourceSpan.self, forKey: .source))
  }

  /// Encodes the snippet with its code as a string (`code`), as any other property.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(skillID, forKey: .skillID)
    try container.encodeIfPresent(sectionID, forKey: .sectionID)
    try container.encode(language, forKey: .language)
    try container.encode(code, forKey: .code)
    try container.encode(source, forKey: .source)
  }
}
