import Foundation
internal import GRDB

/// One unit in the posting list of a term: how often the term occurs in each full-text column
/// of the unit, and the unit's length in tokens (all columns), as FTS5's bm25 reads them.
struct UnitPosting: Hashable, Sendable {
  /// The unit's row ID.
  var rowID: Int64
  /// The unit's tokens in all full-text columns.
  var length: Int
  /// The term's occurrences in each column, in `IndexSchema.columns` order (a vector, not an
  /// array: a search reads thousands of postings and allocates none).
  var counts: SIMD8<UInt16>

  /// The bytes of one posting: row ID (4), length (4), then one count per column (2 each),
  /// little-endian.
  static let size = 8 + 2 * IndexSchema.columns.count

  /// Whether the term occurs in any of the columns at `positions`.
  func occurs(in positions: [Int]) -> Bool {
    positions.contains { counts[$0] > 0 }
  }

  /// The bytes of `postings`. A row ID beyond 32 bits is an invariant broken.
  static func encode(_ postings: [UnitPosting]) -> Data {
    var bytes = [UInt8]()
    bytes.reserveCapacity(postings.count * size)
    func append<T: FixedWidthInteger>(_ value: T) {
      withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
    for posting in postings {
      precondition(posting.rowID > 0 && posting.rowID <= Int64(UInt32.max), "row ID out of range")
      append(UInt32(posting.rowID))
      append(UInt32(min(posting.length, Int(UInt32.max))))
      for column in IndexSchema.columns.indices { append(posting.counts[column]) }
    }
    return Data(bytes)
  }

  /// Reads postings that `encode` wrote, appending them to `postings`; bytes that do not make a
  /// whole posting are a damaged index.
  static func decode(_ data: Data, into postings: inout [UnitPosting]) throws(IndexError) {
    guard data.count % size == 0 else {
      throw IndexError("the search index has a damaged posting list (\(data.count) bytes)")
    }
    let columns = IndexSchema.columns.count
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let rowID = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        let length = UInt32(
          littleEndian: raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
        var counts = SIMD8<UInt16>()
        for column in 0..<columns {
          counts[column] = UInt16(
            littleEndian: raw.loadUnaligned(
              fromByteOffset: offset + 8 + 2 * column, as: UInt16.self))
        }
        postings.append(UnitPosting(rowID: Int64(rowID), length: Int(length), counts: counts))
        offset += size
      }
    }
  }

  /// Merges each term's lists, the merged one and one per file (`file_postings`), into one
  /// (after a full build): a search then reads one row per term instead of one per file holding
  /// it, and `totals.merged_through` records the last unit merged. A file re-indexed later adds
  /// lists of its own, and its old units, still in the merged lists, are listed in `dead_units`
  /// until `compactIfDead` drops them. Units written after the merge have lists of their own
  /// only, deleted with the file's.
  static func merge(_ db: Database, dropping dead: Set<Int64> = []) throws {
    var merged: [(term: String, entries: Data)] = []
    // NB: for each term the merged list first, then the files' lists in the order written (a
    // merge of the two tables' term indexes, which SQLite reads in that order).
    let rows = try Row.fetchCursor(
      db,
      sql: """
        SELECT term, entries FROM postings UNION ALL SELECT term, entries FROM file_postings
        ORDER BY term
        """)
    while let row = try rows.next() {
      let term: String = row[0]
      var entries: Data = row[1]
      if !dead.isEmpty {
        var list: [UnitPosting] = []
        try decode(entries, into: &list)
        list.removeAll { dead.contains($0.rowID) }
        entries = encode(list)
      }
      if merged.last?.term == term {
        merged[merged.count - 1].entries.append(entries)
      } else {
        merged.append((term, entries))
      }
    }
    try db.execute(sql: "DELETE FROM postings; DELETE FROM file_postings")
    let insert = try db.makeStatement(sql: "INSERT INTO postings (term, entries) VALUES (?, ?)")
    for (term, entries) in merged where !entries.isEmpty {
      try insert.execute(arguments: [term, entries])
    }
    try db.execute(
      sql: "UPDATE totals SET merged_through = (SELECT coalesce(max(id), 0) FROM units)")
  }

  /// Merges the lists again without the dead units, and empties `dead_units`, once they are a
  /// quarter of the live units or more: the lists, and the set of dead units every search
  /// reads, stop growing as files are re-indexed. A refresh that crosses the line pays for
  /// rewriting every list (0.5 s on the Axiom collection); on Axiom it takes edits to files
  /// holding about 2,300 of the 9,000 merged units.
  static func compactIfDead(_ db: Database) throws {
    let dead = try Set(Int64.fetchAll(db, sql: "SELECT id FROM dead_units"))
    let live = try Int.fetchOne(db, sql: "SELECT units FROM totals") ?? 0
    guard !dead.isEmpty, dead.count * 4 >= live else { return }
    try merge(db, dropping: dead)
    try db.execute(sql: "DELETE FROM dead_units")
  }
}
