import Foundation
internal import GRDB

/// The units holding each of a question's terms, read from the postings table, and their bm25
/// score computed as FTS5's `bm25()` would compute it for a match of the terms joined by OR on
/// an FTS5 table of the units' full-text columns (`unit_columns`) with the column weights.
///
/// FTS5 scores every matching row through an auxiliary function, one SQL call and one
/// row-size lookup per row: for a question of common words (thousands of matching units in the
/// Axiom collection) that was most of a query's time. The postings give the same figures in
/// one read per term.
struct TermMatches {
  /// The postings of each term, in the question's order (empty when no unit holds it).
  let postings: [[UnitPosting]]
  /// The tokenizer the terms went through, for the candidates' phrase checks
  /// (`CandidateMatcher`).
  let tokenizer: PorterTokenizer
  /// How many units the index holds.
  let unitCount: Int
  /// Their average length in tokens.
  let averageLength: Double

  /// Reads the postings of `terms`, each made into tokens by the index's tokenizer.
  // NB: a term the tokenizer splits into several tokens (FTS5 would match it as a phrase; the
  // question's words are runs of letters and digits, so it is rare) holds the units holding all
  // its tokens, with the smaller count in each column: adjacency is not checked.
  init(db: Database, terms: [String]) throws {
    tokenizer = try PorterTokenizer(db: db)
    let tokens = try terms.map(tokenizer.tokens(of:))
    // NB: the merged list first, then the files' own lists in the order they were written.
    let select = try db.cachedStatement(
      sql: """
        SELECT entries FROM postings WHERE term = ?1
        UNION ALL SELECT entries FROM file_postings WHERE term = ?1
        """)
    var loaded: [String: [UnitPosting]] = [:]
    let dead = try Set(Int64.fetchAll(db, sql: "SELECT id FROM dead_units"))
    func load(_ token: String) throws -> [UnitPosting] {
      if let known = loaded[token] { return known }
      var list: [UnitPosting] = []
      let rows = try Data.fetchCursor(select, arguments: [token])
      while let data = try rows.next() { try UnitPosting.decode(data, into: &list) }
      if !dead.isEmpty { list.removeAll { dead.contains($0.rowID) } }
      loaded[token] = list
      return list
    }
    postings = try tokens.map { termTokens in
      guard let first = termTokens.first else { return [] }
      var list = try load(first)
      for token in termTokens.dropFirst() {
        list = Self.shared(list, try load(token))
      }
      return list
    }
    let totals = try Row.fetchOne(db, sql: "SELECT units, tokens FROM totals")
    unitCount = totals?[0] ?? 0
    let tokenCount: Int = totals?[1] ?? 0
    averageLength = unitCount > 0 ? Double(tokenCount) / Double(unitCount) : 0
  }

  /// The units in both lists, with the smaller count in each column.
  private static func shared(_ first: [UnitPosting], _ second: [UnitPosting]) -> [UnitPosting] {
    let other = Dictionary(second.map { ($0.rowID, $0.counts) }, uniquingKeysWith: { a, _ in a })
    return first.compactMap { posting in
      guard let counts = other[posting.rowID] else { return nil }
      var both = posting
      both.counts = pointwiseMin(posting.counts, counts)
      return both
    }
  }

  /// How many units hold the term at `index`.
  func documentFrequency(ofTermAt index: Int) -> Int {
    postings[index].count
  }

  /// The bm25 score of every unit holding at least one term, higher is better (the negation
  /// of FTS5's `bm25()`, summed in the same order so that the figures are equal to the bit), in
  /// the order the units were first met.
  func scores(weights: [Double]) -> [(rowID: Int64, score: Double)] {
    let k1 = 1.2
    let b = 0.75
    // NB: a dense table by row ID: thousands of postings are added up, and hashing each cost
    // more than the arithmetic.
    let last = postings.lazy.flatMap { $0 }.map(\.rowID).max() ?? 0
    var sums = [Double](repeating: 0, count: Int(last) + 1)
    var met = [Bool](repeating: false, count: Int(last) + 1)
    var order: [Int64] = []
    for list in postings where !list.isEmpty {
      var idf = log((Double(unitCount - list.count) + 0.5) / (Double(list.count) + 0.5))
      if idf <= 0 { idf = 1e-6 }
      for posting in list {
        // NB: FTS5 adds a column's weight once per occurrence, column by column.
        var frequency = 0.0
        for column in weights.indices {
          for _ in 0..<posting.counts[column] { frequency += weights[column] }
        }
        let length = Double(posting.length)
        let row = Int(posting.rowID)
        sums[row] +=
          idf * ((frequency * (k1 + 1.0)) / (frequency + k1 * (1 - b + b * length / averageLength)))
        if !met[row] {
          met[row] = true
          order.append(posting.rowID)
        }
      }
    }
    return order.map { ($0, sums[Int($0)]) }
  }
}
