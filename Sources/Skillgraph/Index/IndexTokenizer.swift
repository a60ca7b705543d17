internal import GRDB

/// FTS5's own tokenizer (porter over unicode61, as the index's full-text tables use), run on
/// texts through a temporary contentless FTS5 table and read back through an `fts5vocab` table
/// over it: the postings are made of exactly the tokens FTS5 indexes. (A search makes its terms
/// and phrases into tokens through `PorterTokenizer`, without tables.)
///
/// The tables live in the connection's `temp` schema, so a read-only connection can use them.
struct IndexTokenizer {
  let db: Database

  /// The column positions, by the names `fts5vocab` reports.
  private static let columnPositions = Dictionary(
    uniqueKeysWithValues: IndexSchema.columns.enumerated().map { ($0.element.name, $0.offset) })

  /// Creates the temporary tables in `db`, once per connection.
  init(db: Database) throws {
    self.db = db
    let names = IndexSchema.columns.map(\.name)
    try db.execute(
      sql: """
        CREATE VIRTUAL TABLE IF NOT EXISTS temp.tokenizer USING fts5(
          \(names.joined(separator: ", ")), content = '', tokenize = 'porter unicode61');
        CREATE VIRTUAL TABLE IF NOT EXISTS temp.tokenizer_instances
          USING fts5vocab(temp, tokenizer, 'instance');
        """)
  }

  /// One token of a document: its term, the document's index, its column's position, and its
  /// offset in the column.
  struct Instance {
    var term: String
    var document: Int
    var column: Int
    var offset: Int
  }

  /// Every token of `documents` (one text per column, in `IndexSchema.columns` order); a token's
  /// document is its position in `documents`.
  func instances(of documents: [[String]]) throws -> [Instance] {
    try hold(documents.enumerated().map { (Int64($0.offset + 1), $0.element) })
    var instances: [Instance] = []
    let rows = try Row.fetchCursor(
      db.cachedStatement(sql: "SELECT term, doc, col, offset FROM temp.tokenizer_instances"))
    while let row = try rows.next() {
      let column: String = row[2]
      guard let position = Self.columnPositions[column] else { continue }
      instances.append(
        Instance(term: row[0], document: row[1] - 1, column: position, offset: row[3]))
    }
    return instances
  }

  /// Makes the temporary table hold `documents` only, each under its row ID.
  private func hold(_ documents: [(rowID: Int64, columns: [String])]) throws {
    try db.execute(sql: "INSERT INTO temp.tokenizer (tokenizer) VALUES ('delete-all')")
    let names = IndexSchema.columns.map(\.name).joined(separator: ", ")
    let placeholders = Array(repeating: "?", count: IndexSchema.columns.count + 1)
    let insert = try db.cachedStatement(
      sql: """
        INSERT INTO temp.tokenizer (rowid, \(names)) VALUES (\(placeholders.joined(separator: ", ")))
        """)
    for document in documents {
      precondition(
        document.columns.count == IndexSchema.columns.count, "one text per full-text column")
      let values: [(any DatabaseValueConvertible)?] = [document.rowID] + document.columns
      try insert.execute(arguments: StatementArguments(values))
    }
  }
}
