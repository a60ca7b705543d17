import Foundation
internal import GRDB

/// A question as passages are chosen for it: the index's tokens of its words, each weighed by
/// how rare it is in the collection, and the vocabulary concepts it mentions.
///
/// A piece scores the weights of the distinct question tokens it holds, plus `conceptWeight` for
/// each of the question's concepts it names in other words: the search's own tokenizer and
/// vocabulary, so that a passage holds what made its unit match.
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
      let weight = log(1 + (units - frequency + 0.5) / (frequency + 0.5))
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

  /// How well `text` answers the question: 0 when it holds none of it.
  func score(_ text: String) -> Double {
    var held = Set<String>()
    var total = 0.0
    try? tokenizer.forEachToken(in: text) { bytes in
      let token = String(decoding: bytes, as: UTF8.self)
      if let weight = weights[token], held.insert(token).inserted { total += weight }
    }
    if !concepts.concepts.isEmpty {
      total +=
        Self.conceptWeight * Double(concepts.scannedConcepts(in: SearchText.words(text)).count)
    }
    return total
  }
}
