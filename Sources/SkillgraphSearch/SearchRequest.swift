import SkillgraphIngest
import SkillgraphMarkdown
public import SkillgraphModel

/// A question to the search index, with its filters.
public struct SearchRequest: Sendable, Hashable {
  /// How results are ranked.
  public enum Ranking: String, Sendable, Hashable, CaseIterable {
    /// The graph-aware ranking: column weights, synonyms, identifiers, kinds, skills.
    case graph
    /// Plain BM25 over each unit's whole text, no expansion: the baseline to beat.
    case plain
  }

  /// The question, in the asker's words.
  public var text: String
  /// At most this many results.
  public var limit: Int
  /// Only units of this kind.
  public var kind: EntityKind?
  /// Only units of this skill.
  public var skillID: String?
  /// The iOS version the asker targets; units needing a newer one are marked unavailable.
  public var iosVersion: Double?
  /// A cap on the total tokens of the results' text.
  public var maxTokens: Int?
  /// The ranking.
  public var ranking: Ranking

  /// Creates a request.
  public init(
    text: String, limit: Int = 5, kind: EntityKind? = nil, skillID: String? = nil,
    iosVersion: Double? = nil, maxTokens: Int? = nil, ranking: Ranking = .graph
  ) {
    self.text = text
    self.limit = limit
    self.kind = kind
    self.skillID = skillID
    self.iosVersion = iosVersion
    self.maxTokens = maxTokens
    self.ranking = ranking
  }
}
