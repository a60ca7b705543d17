import Foundation
package import GRDB

/// The candidates of one search made into tokens by the index's tokenizer, for the phrase checks
/// of ranking: whether a phrase occurs, token after token, in one of a few full-text columns,
/// as an FTS5 query `{columns} : "phrase"` over those candidates would answer.
///
/// Only the tokens of the phrases to check are told apart; every other token only takes its
/// place, so that a candidate costs its tokenizing and an array of small codes.
package struct CandidateMatcher {
  /// The full-text columns a phrase of the question is looked for in: title, heading, body
  /// and code.
  package static let columns = ["title", "heading", "body", "code"]
  /// The columns in which a term may occur: every full-text column.
  package static let allColumns = IndexSchema.columns.map(\.name)

  /// The candidates' row IDs, ascending.
  private let rowIDs: [Int64]
  /// For each candidate, for each of `columns`, the code of the token at each position (its
  /// place in `vocabulary`, or -1 for a token no phrase holds).
  private let documents: [[[Int32]]]
  /// The tokens of the phrases to check.
  private let vocabulary: [[UInt8]]
  private let tokenizer: PorterTokenizer

  /// Reads and tokenizes the checked columns of `rowIDs`, telling apart the tokens of `phrases`.
  package init(db: Database, tokenizer: PorterTokenizer, rowIDs: [Int64], phrases: [String]) throws
  {
    self.tokenizer = tokenizer
    var vocabulary: [[UInt8]] = []
    for phrase in phrases {
      try tokenizer.forEachToken(in: phrase) { token in
        if !vocabulary.contains(where: { $0.elementsEqual(token) }) {
          vocabulary.append(Array(token))
        }
      }
    }
    self.vocabulary = vocabulary
    let ids = rowIDs.map(String.init).joined(separator: ",")
    let rows = try Row.fetchCursor(
      db,
      sql: """
        SELECT id, \(Self.allColumns.joined(separator: ", ")) FROM units
        WHERE id IN (\(ids)) ORDER BY id
        """)
    var found: [Int64] = []
    var documents: [[[Int32]]] = []
    while let row = try rows.next() {
      found.append(row[0])
      documents.append(
        try Self.allColumns.indices.map { column in
          let text: String = row[column + 1] ?? ""
          return try Self.codes(of: text, vocabulary: vocabulary, tokenizer: tokenizer)
        })
    }
    self.rowIDs = found
    self.documents = documents
  }

  /// The code of each token of `text`.
  private static func codes(
    of text: String, vocabulary: [[UInt8]], tokenizer: PorterTokenizer
  ) throws -> [Int32] {
    var codes: [Int32] = []
    try tokenizer.forEachToken(in: text) { token in
      var code: Int32 = -1
      var index = 0
      while index < vocabulary.count {
        if Self.same(vocabulary[index], token) {
          code = Int32(index)
          break
        }
        index += 1
      }
      codes.append(code)
    }
    return codes
  }

  /// Whether `known` holds the bytes of `token`.
  ///
  /// NB: compared with `memcmp` rather than `elementsEqual`: every token of every candidate is
  /// compared with each phrase token, and the generic comparison, unspecialised in a debug
  /// build, took a fifth of a search.
  private static func same(_ known: [UInt8], _ token: UnsafeRawBufferPointer) -> Bool {
    guard known.count == token.count else { return false }
    guard !known.isEmpty, let bytes = token.baseAddress else { return true }
    return known.withUnsafeBytes {
      memcmp($0.baseAddress.unsafelyUnwrapped, bytes, known.count) == 0
    }
  }

  /// The candidates holding `phrase` (one of the phrases the matcher was made with) in one of
  /// `columns` (names from `CandidateMatcher.allColumns`), ascending. A phrase without tokens
  /// matches nothing, as in FTS5.
  package func matching(_ phrase: String, in columns: [String]) throws -> [Int64] {
    var wanted: [Int32] = []
    try tokenizer.forEachToken(in: phrase) { token in
      guard let index = vocabulary.firstIndex(where: { $0.elementsEqual(token) }) else {
        preconditionFailure("the phrase '\(phrase)' was not given to the candidate matcher")
      }
      wanted.append(Int32(index))
    }
    guard !wanted.isEmpty else { return [] }
    let positions = columns.compactMap { Self.allColumns.firstIndex(of: $0) }
    return rowIDs.indices.filter { candidate in
      positions.contains { Self.contains(documents[candidate][$0], wanted) }
    }.map { rowIDs[$0] }
  }

  /// Whether `codes` holds `phrase` as a run.
  private static func contains(_ codes: [Int32], _ phrase: [Int32]) -> Bool {
    guard codes.count >= phrase.count else { return false }
    for start in 0...(codes.count - phrase.count) where codes[start] == phrase[0] {
      var index = 1
      while index < phrase.count, codes[start + index] == phrase[index] { index += 1 }
      if index == phrase.count { return true }
    }
    return false
  }
}
