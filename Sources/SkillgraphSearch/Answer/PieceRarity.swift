import SkillgraphSupport

/// Weighs the question tokens that the pieces of one unit hold by how rare each is among those
/// pieces as well as in the collection: in a section about URLSession every piece may say
/// "session", and the pieces that also hold the question's other words should come first.
package enum PieceRarity {
  /// The sum of the `weights` of the tokens each piece holds, each weight scaled by how rare
  /// the token is among `held` (the tokens of each piece): in full when one piece holds it,
  /// less the more pieces do.
  package static func scores(of held: [Set<String>], weights: [String: Double]) -> [Double] {
    var holders: [String: Int] = [:]
    for tokens in held {
      for token in tokens { holders[token, default: 0] += 1 }
    }
    let count = Double(held.count)
    let rarest = rarity(holders: 1, pieces: count)
    return held.map { tokens in
      tokens.reduce(0) { total, token in
        let scale = rarity(holders: Double(holders[token] ?? 1), pieces: count) / rarest
        return total + (weights[token] ?? 0) * scale
      }
    }
  }

  /// How rare a token that `holders` of `pieces` pieces hold is among them, as BM25 weighs it.
  private static func rarity(holders: Double, pieces: Double) -> Double {
    BM25.inverseDocumentFrequency(holders: holders, of: pieces)
  }
}
