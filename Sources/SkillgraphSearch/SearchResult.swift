import SkillgraphIngest
import SkillgraphMarkdown
public import SkillgraphModel

/// One ranked answer: a section or entity, whole, with its provenance.
public struct SearchResult: Encodable, Sendable, Hashable {
  /// The skill a result belongs to.
  public struct SkillRef: Encodable, Sendable, Hashable {
    /// The skill's ID.
    public var id: String
    /// Its title.
    public var title: String
    /// Its version, when declared (null otherwise).
    public var version: String?

    /// Encodes the version even when it is null, so the key is always present.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(title, forKey: .title)
      try container.encode(version, forKey: .version)
    }

    private enum CodingKeys: String, CodingKey { case id, title, version }

    /// A value with every stored property given.
    package init(id: String, title: String, version: String? = nil) {
      self.id = id
      self.title = title
      self.version = version
    }
  }

  /// The entity's ID; `skillgraph show ID` returns it whole.
  public var id: String
  /// The entity kind.
  public var kind: EntityKind
  /// The title.
  public var title: String
  /// The skill.
  public var skill: SkillRef
  /// The enclosing headings, outermost first.
  public var headingPath: [String]
  /// The Markdown, whole unless a token budget shortened it.
  public var text: String
  /// The estimated tokens of `text`.
  public var tokens: Int
  /// The ranking score (higher is better; comparable within one response).
  public var score: Double
  /// The file and lines.
  public var source: SourceSpan
  /// Set when `text` was shortened to fit `--max-tokens`.
  public var truncated: Bool?
  /// The minimum iOS version the unit names, when it names one ("iOS 26").
  public var minimumOS: String?
  /// Set when the asker's iOS version is older than `minimumOS`.
  public var unavailable: Bool?
  /// Why the unit is unavailable.
  public var unavailableReason: String?
  /// The code templates that implement the entity, when the collection has templates.
  public var templates: [String]?

  /// A value with every stored property given.
  package init(
    id: String, kind: EntityKind, title: String, skill: SkillRef, headingPath: [String],
    text: String, tokens: Int, score: Double, source: SourceSpan, truncated: Bool? = nil,
    minimumOS: String? = nil, unavailable: Bool? = nil, unavailableReason: String? = nil
  ) {
    self.id = id
    self.kind = kind
    self.title = title
    self.skill = skill
    self.headingPath = headingPath
    self.text = text
    self.tokens = tokens
    self.score = score
    self.source = source
    self.truncated = truncated
    self.minimumOS = minimumOS
    self.unavailable = unavailable
    self.unavailableReason = unavailableReason
  }
}

/// The answer to a search: the ranked results and what was done to the index.
public struct SearchResponse: Encodable, Sendable, Hashable {
  /// The question as asked.
  public var query: String
  /// The words the question was searched with, after synonyms and identifier splitting.
  public var terms: [String]
  /// The results, best first.
  public var results: [SearchResult]
  /// Whether the content covers the question: `high`, `low` (results that hold little of it)
  /// or `none` (no results).
  public var confidence: AnswerConfidence
  /// The total tokens of the results' text.
  public var totalTokens: Int
  /// Set when `--max-tokens` shortened or left out results.
  public var truncated: Bool
  /// The index used and what was refreshed.
  public var index: IndexStatus

  /// A value with every stored property given.
  package init(
    query: String, terms: [String], results: [SearchResult], confidence: AnswerConfidence,
    totalTokens: Int, truncated: Bool, index: IndexStatus
  ) {
    self.query = query
    self.terms = terms
    self.results = results
    self.confidence = confidence
    self.totalTokens = totalTokens
    self.truncated = truncated
    self.index = index
  }
}
