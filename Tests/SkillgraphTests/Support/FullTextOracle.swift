import GRDB

@testable import Skillgraph

/// FTS5's own index of the units' full-text columns, built from `unit_columns` in the
/// connection's temporary schema as `units_fts`: the oracle that the postings' scores and the
/// phrase checks are compared with. (The index file holds no such table: a search never reads
/// one.)
enum FullTextOracle {
  /// The weights argument list for `bm25(units_fts, ...)`.
  static var weightList: String {
    IndexSchema.columns.map { String($0.weight) }.joined(separator: ", ")
  }

  /// Opens the index at `path` read-only, fills the oracle table, and runs `body` on it.
  static func read<T>(indexAt path: String, _ body: (Database) throws -> T) throws -> T {
    let queue = try SearchIndex.queue(path, readonly: true)
    return try queue.inDatabase { db in
      let names = IndexSchema.columns.map(\.name).joined(separator: ", ")
      try db.execute(
        sql: """
          CREATE VIRTUAL TABLE temp.units_fts USING fts5(\(names), tokenize = 'porter unicode61');
          INSERT INTO temp.units_fts (rowid, \(names)) SELECT id, \(names) FROM unit_columns;
          """)
      return try body(db)
    }
  }
}
