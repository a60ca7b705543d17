/// What the ranker knows about one candidate beyond its bm25 score, each from 0 to 1.
package struct RankingFeatures: Sendable, Hashable {
  /// The share of the question's term weight (rarity) the unit matches anywhere.
  package var coverage = 0.0
  /// The share matched in its title or heading path.
  package var titleCoverage = 0.0
  /// The share of the question's word pairs found as phrases in its title or heading path.
  package var titlePhrases = 0.0
  /// The share of the question's three-word runs found as phrases in the unit.
  package var phrases = 0.0
  /// Whether an identifier of the question appears in the unit's own title.
  package var identifierInTitle = false
  /// Whether an identifier of the question appears exactly in the unit.
  package var identifierInText = false
  /// How well the unit's skill (title, description, example prompts) matches, 0 to 1.
  package var skillFit = 0.0
  /// Whether the question asks for the unit's kind ("checklist", "mistakes", "my manager").
  package var wantedKind = false
  /// Whether the question describes a failure and the unit diagnoses failures.
  package var diagnosesSymptom = false

  /// The weights of the features, added to the normalised bm25 score.
  // NB: bm25 outweighs coverage, and both the title match: a unit whose title named the
  // question's words often outranked the one whose text answered it (recall@3 on axiom-dev
  // 0.74 with the title weighted 0.6, 0.84 with these).
  package static let bm25Weight = 1.2
  package static let coverageWeight = 0.85
  package static let titleWeight = 0.5
  package static let phraseWeight = 0.4
  package static let trigramWeight = 0.4
  package static let identifierTitleWeight = 0.5
  package static let identifierTextWeight = 0.2
  package static let skillWeight = 0.3
  package static let kindWeight = 0.3
  /// A diagnosing unit for a failing question: a small nudge, enough between a reference
  /// section and a symptom section that match alike.
  package static let symptomWeight = 0.2

  /// The combined score for a unit whose bm25, divided by the best candidate's, is `bm25`.
  package func score(bm25: Double) -> Double {
    var total = Self.bm25Weight * bm25
    total += Self.coverageWeight * coverage * coverage
    total += Self.titleWeight * titleCoverage
    total += Self.phraseWeight * titlePhrases
    total += Self.trigramWeight * phrases
    if identifierInTitle {
      total += Self.identifierTitleWeight
    } else if identifierInText {
      total += Self.identifierTextWeight
    }
    total += Self.skillWeight * skillFit
    if wantedKind { total += Self.kindWeight }
    if diagnosesSymptom { total += Self.symptomWeight }
    return total
  }
}
