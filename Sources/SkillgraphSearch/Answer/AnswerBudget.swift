/// The token budget of an answer, as the answer states it.
public struct AnswerBudget: Encodable, Sendable, Hashable {
  /// The budget; nil when every result is whole.
  public var maxTokens: Int?
  /// The estimated tokens of the whole answer as JSON, this statement included.
  public var usedTokens: Int
  /// How many results the budget left out (a larger budget, or a narrower search, shows them).
  public var resultsLeftOut: Int

  /// Creates a statement.
  public init(maxTokens: Int?, usedTokens: Int = 0, resultsLeftOut: Int = 0) {
    self.maxTokens = maxTokens
    self.usedTokens = usedTokens
    self.resultsLeftOut = resultsLeftOut
  }

  /// Encodes `maxTokens` even when it is null, so the key is always present.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(maxTokens, forKey: .maxTokens)
    try container.encode(usedTokens, forKey: .usedTokens)
    try container.encode(resultsLeftOut, forKey: .resultsLeftOut)
  }

  private enum CodingKeys: String, CodingKey { case maxTokens, usedTokens, resultsLeftOut }
}
