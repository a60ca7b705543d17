package import GRDB

/// What the index knows of each of a question's terms: its tokens (as FTS5's porter tokenizer
/// makes them) and how many units hold it, for the rarity weights of ranking.
package struct TermMatches {
  /// The terms, in the question's order.
  package let terms: [String]
  /// The tokenizer the terms went through, for the candidates' phrase checks
  /// (`CandidateMatcher`).
  package let tokenizer: PorterTokenizer
  /// How many units hold each term.
  package let frequencies: [Int]
  /// How many units the index holds.
  package let unitCount: Int

  /// Reads the document frequency of `terms` from the index's vocabulary table.
  // NB: a term the tokenizer splits into several tokens counts the units that hold its rarest
  // token (the question's words are runs of letters and digits, so it is rare).
  package init(db: Database, terms: [String]) throws {
    self.terms = terms
    let tokenizer = try PorterTokenizer(db: db)
    self.tokenizer = tokenizer
    let select = try db.cachedStatement(sql: "SELECT doc FROM units_vocab WHERE term = ?")
    var known: [String: Int] = [:]
    frequencies = try terms.map { term in
      let tokens = try tokenizer.tokens(of: term)
      guard !tokens.isEmpty else { return 0 }
      return try tokens.map { token in
        if let count = known[token] { return count }
        let count = try Int.fetchOne(select, arguments: [token]) ?? 0
        known[token] = count
        return count
      }.min() ?? 0
    }
    unitCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM units") ?? 0
  }

  /// How many units hold the term at `index`.
  package func documentFrequency(ofTermAt index: Int) -> Int {
    frequencies[index]
  }
}
