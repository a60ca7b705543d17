import GRDB

@testable import Skillgraph

/// FTS5's own answers over the index's full-text table (`units_fts`): the oracle that the
/// ranking's phrase checks and term frequencies, made in Swift over a few candidates, are
/// compared with.
enum FullTextOracle {
  /// Opens the index at `path` and runs `body` on it.
  static func read<T>(indexAt path: String, _ body: (Database) throws -> T) throws -> T {
    let queue = try SearchIndex.queue(path)
    return try queue.inDatabase { db in try body(db) }
  }
}
