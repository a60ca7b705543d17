internal import GRDB

/// The candidates of one search held in the connection's temporary full-text table (the index's
/// tokenizer), so that the phrase checks of ranking run over a few dozen documents instead of
/// the whole index (a phrase of common words is costly over all of it).
struct CandidateMatcher {
  private let tokenizer: IndexTokenizer

  /// Copies the full-text columns of `rowIDs` from the index into `tokenizer`'s table.
  init(db: Database, tokenizer: IndexTokenizer, rowIDs: [Int64]) throws {
    let ids = rowIDs.map(String.init).joined(separator: ",")
    let names = IndexSchema.columns.map(\.name)
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT rowid, \(names.joined(separator: ", ")) FROM units_fts WHERE rowid IN (\(ids))
        """)
    self.tokenizer = tokenizer
    try tokenizer.hold(
      rows.map { row in
        (row[0], names.indices.map { row[$0 + 1] ?? "" })
      })
  }

  /// The candidates matching an FTS5 expression (column filters allowed).
  func matching(_ expression: String) throws -> [Int64] {
    try tokenizer.matching(expression)
  }
}
