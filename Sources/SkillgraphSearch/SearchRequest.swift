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
  /// The number of results a request without a limit asks for, on every face.
  public static let defaultLimit = 5
  /// Only units of this kind.
  public var kind: EntityKind?
  /// Only units of this skill.
  public var skillID: String?
  /// The iOS version the asker targets; units needing a newer one are marked unavailable.
  public var iosVersion: Double?
  /// The token budget of the whole answer: each result shows the passages of its unit that
  /// match the question, and results past what the budget holds are left out. 0 shows every
  /// result whole.
  public var maxTokens: Int
  /// The budget of an agent's answer (`query --json`, the MCP `search` tool) unless one is
  /// given: about a third of what whole results cost, chosen from the curve of recall against
  /// tokens in docs/evaluation.md. A request made in code without one gets whole results.
  public static let defaultMaxTokens = 1_500
  /// The ranking.
  public var ranking: Ranking

  /// Creates a request.
  public init(
    text: String, limit: Int = defaultLimit, kind: EntityKind? = nil, skillID: String? = nil,
    iosVersion: Double? = nil, maxTokens: Int = 0,
    ranking: Ranking = .graph
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
