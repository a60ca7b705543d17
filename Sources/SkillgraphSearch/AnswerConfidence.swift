/// How far the collection covers a question: whether the best result can be trusted as an
/// answer, or the question is about something the content does not hold.
public enum AnswerConfidence: String, Codable, Sendable, Hashable {
  /// The best result holds most of the question, in words the collection uses.
  case high
  /// Results were found, but they hold little of the question: probably not covered.
  case low
  /// Nothing matched.
  case none

  /// The confidence in `ranking`'s best result: low when the question is not about what the
  /// collection is about (`Topicality`); `lookAlike` when the question names a topic the
  /// collection's vocabulary lists as outside it and the best result does not hold that phrase.
  // NB: two signals a question outside the collection shows: words the collection never uses
  // ("android", "workmanager", "metal"), and a best result that matches only a small, common
  // part of the question. Neither tells "background" in "SwiftUI background color" from
  // "background refresh": the collection's look-alike phrases do.
  package static func of(_ ranking: SearchRanker.Ranking, lookAlike: Bool = false)
    -> AnswerConfidence
  {
    guard let best = ranking.candidates.first else { return .none }
    if lookAlike { return .low }
    if let topicality = ranking.topicality, !topicality.isTopical { return .low }
    let evidence = knownWeight * ranking.knownShare + (1 - knownWeight) * best.coverage
    return evidence >= threshold ? .high : .low
  }

  /// How much the share of known words counts against the best result's coverage.
  // NB: fitted on the in-scope questions of Tests/QuerySets/content-heldout-3 to -6 and the first
  // 30 out-of-scope ones of Tests/QuerySets/scope-tuning.json: 82 % of the first high, 90 % of
  // the second low. Either signal alone separated them worse (known words at 0.85: 67 % and
  // 100 %). The rules tried since, and their figures, are in docs/evaluation.md.
  package static let knownWeight = 0.8
  /// The evidence from which an answer is trusted.
  package static let threshold = 0.76
}
