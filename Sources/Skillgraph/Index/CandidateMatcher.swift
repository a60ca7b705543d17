internal import GRDB

/// The candidates of one search copied into a small in-memory FTS5 table with the index's
/// tokenizer, so that the many per-term and phrase checks of ranking run over a few dozen
/// documents instead of the whole index (a phrase of common words is costly over all of it).
struct CandidateMatcher {
  private let queue: DatabaseQueue

  /// Copies the full-text columns of `rowIDs` from the index.
  init(db: Database, rowIDs: [Int64]) throws {
    let ids = rowIDs.map(String.init).joined(separator: ",")
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT rowid, title, heading, body, code, keywords FROM units_fts
        WHERE rowid IN (\(ids))
        """)
    var configuration = Configuration()
    configuration.foreignKeysEnabled = false
    queue = try DatabaseQueue(configuration: configuration)
    try queue.inDatabase { memory in
      try memory.execute(
        sql: """
          CREATE VIRTUAL TABLE c USING fts5(
            title, heading, body, code, keywords, tokenize = 'porter unicode61');
          BEGIN
          """)
      let insert = try memory.makeStatement(
        sql: "INSERT INTO c (rowid, title, heading, body, code, keywords) VALUES (?, ?, ?, ?, ?, ?)"
      )
      for row in rows {
        try insert.execute(arguments: [row[0], row[1], row[2], row[3], row[4], row[5]])
      }
      try memory.execute(sql: "COMMIT")
    }
  }

  /// The candidates matching an FTS5 expression (column filters allowed).
  func matching(_ expression: String) throws -> [Int64] {
    // NB: no read transaction per call (GRDB's `read` adds four statements to each): the
    // connection is private to this value and nothing writes to it any more.
    try queue.inDatabase { memory in
      try Int64.fetchAll(
        memory.cachedStatement(sql: "SELECT rowid FROM c WHERE c MATCH ?"),
        arguments: [expression])
    }
  }
}
