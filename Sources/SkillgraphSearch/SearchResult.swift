public import SkillgraphModel

/// One ranked answer: a section or entity, whole or as the passages that match the question,
/// with its provenance.
///
/// Its JSON leaves out `skill` (the ID begins with the skill's ID, the heading path with its
/// title) and `score` (a ranking detail): an agent pays for every token it reads.
public struct SearchResult: Encodable, Sendable, Hashable {
  /// The skill a result belongs to: a ``SkillSummary`` whose version is always in the JSON
  /// (null when not declared).
  public typealias SkillRef = SkillSummary

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
  /// The Markdown: the whole unit, or the passages that match the question when `cut` is set.
  public var text: String
  /// The estimated tokens of the whole unit (what `skillgraph show ID` returns).
  public var tokens: Int
  /// The ranking score (higher is better; comparable within one response).
  public var score: Double
  /// The file and lines.
  public var source: SourceSpan
  /// Whether `text` leaves part of the unit out (`…` marks where).
  public var cut = false
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
    text: String, tokens: Int, score: Double, source: SourceSpan, cut: Bool = false,
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
    self.cut = cut
    self.minimumOS = minimumOS
    self.unavailable = unavailable
    self.unavailableReason = unavailableReason
  }

  private enum CodingKeys: String, CodingKey {
    case id, kind, title, headingPath, text, tokens, source, cut, minimumOS, unavailable
    case unavailableReason, templates
  }
}

/// The answer to a search: the ranked results, the budget they fit in, and what was done to
/// the index.
///
/// Its JSON holds the question, the confidence, the results, the budget and the files not
/// searched; the terms searched
/// (with the vocabulary's internal markers) and the index's status are for the command line's
/// own use.
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
  /// The token budget, what the answer used of it, and how many results it left out.
  public var budget: AnswerBudget
  /// The index used and what was refreshed.
  public var index: IndexStatus
  /// The content files that are not searched because an earlier file has their skill ID; left
  /// out of the JSON when there are none.
  public var notSearched: [NotSearchedFile]?
  /// Whether the question names one of the collection's own concepts and holds a word the
  /// collection uses far more than general writing does (`Topicality`), however little of a
  /// long description the best result holds: "a stock ticker's prices refreshed every 15
  /// minutes with BGAppRefreshTask" is the collection's topic, told with words of the developer's
  /// own case. Not in the JSON: `confidence` is the answer's.
  public var namesOwnTopic = false
  /// Whether the question is about an app on a platform the collection does not cover, and on
  /// none it covers (`Platform`): no tree of the collection fits it. Not in the JSON:
  /// `confidence` is the answer's.
  public var namesOtherPlatform = false

  /// A value with every stored property given.
  package init(
    query: String, terms: [String], results: [SearchResult], confidence: AnswerConfidence,
    budget: AnswerBudget, index: IndexStatus
  ) {
    self.query = query
    self.terms = terms
    self.results = results
    self.confidence = confidence
    self.budget = budget
    self.index = index
  }

  private enum CodingKeys: String, CodingKey {
    case query, results, confidence, budget, notSearched
  }
}
