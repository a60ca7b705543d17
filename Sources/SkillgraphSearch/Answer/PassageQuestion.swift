internal import GRDB
import SkillgraphIngest
import SkillgraphSupport

/// A question as passages are chosen for it: the index's tokens of its words, each weighed by
/// how rare it is in the collection, and the vocabulary concepts it mentions.
///
/// A piece scores the weights of the distinct question tokens it holds, plus `conceptWeight` for
/// each of the question's concepts it names in other words: the search's own tokenizer and
/// vocabulary, so that a passage holds what made its unit match. Among the pieces of one unit, a
/// token counts less the more of them hold it (`PieceRarity`).
struct PassageQuestion {
  /// What naming one of the question's concepts adds to a piece's score.
  static let conceptWeight = 3.0

  /// The weight of each token of the question.
  let weights: [String: Double]
  /// The vocabulary of the question's concepts only.
  let concepts: Vocabulary
  private let tokenizer: PorterTokenizer

  /// The question of `plan`, weighed with the frequencies of the index `db`.
  init(db: Database, plan: QueryPlan, vocabulary: Vocabulary) throws {
    let terms = plan.words + plan.identifierParts + plan.baseForms
    let matches = try TermMatches(db: db, terms: terms)
    let units = Double(max(matches.unitCount, 1))
    var weights: [String: Double] = [:]
    for (position, term) in terms.enumerated() {
      let frequency = Double(matches.documentFrequency(ofTermAt: position))
      let weight = BM25.inverseDocumentFrequency(holders: frequency, of: units)
      for token in try matches.tokenizer.tokens(of: term) {
        weights[token] = max(weights[token] ?? 0, weight)
      }
    }
    self.weights = weights
    let asked = Set(plan.concepts)
    concepts = Vocabulary(
      vocabulary.concepts.filter { asked.contains($0.concept) }, forIndexing: false)
    tokenizer = matches.tokenizer
  }

  /// How well each of `pieces`, the pieces of one unit, answers the question.
  func scores(of pieces: [String]) -> [Double] {
    let held = pieces.map(questionTokens(in:))
    return zip(pieces, PieceRarity.scores(of: held, weights: weights)).map { text, weighed in
      guard !concepts.concepts.isEmpty else { return weighed }
      let named = concepts.scannedConcepts(in: SearchText.words(text)).count
      return weighed + Self.conceptWeight * Double(named)
    }
  }

  /// The distinct question tokens `text` holds.
  private func questionTokens(in text: String) -> Set<String> {
    var held = Set<String>()
    try? tokenizer.forEachToken(in: text) { bytes in
      let token = String(decoding: bytes, as: UTF8.self)
      if weights[token] != nil { held.insert(token) }
    }
    return held
  }
}
