import Foundation
package import GRDB
package import SkillgraphIngest
package import SkillgraphMarkdown
package import SkillgraphModel

/// Brings the index up to date with the content files, inside one transaction: files whose size
/// and modification time are unchanged are not read; files whose bytes hash the same are not
/// parsed; changed and added files are parsed alone and their units replaced; removed files
/// are dropped.
package struct IndexRefresher {
  /// The files found in the content folders, with their fingerprints.
  package let files: [(file: SkillFile, fingerprint: FileFingerprint)]
  /// The vocabulary whose concepts mark the units' keywords.
  package var vocabulary: Vocabulary = .empty
  /// Receives, after each file parsed and written, how many of the files to parse are done and
  /// how many there are.
  package var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
  package let parser = MarkdownParser()

  /// What a refresh did.
  package struct Changes: Sendable, Hashable {
    package var added = 0
    package var changed = 0
    package var removed = 0
    /// Files read and parsed (changed or added content).
    package var parsed = 0
    /// Whether anything was written.
    package var isEmpty: Bool { added + changed + removed == 0 }
  }

  /// Whether the stored fingerprints are exactly the scanned ones (no file read).
  package func isFresh(_ db: Database) throws -> Bool {
    var byKey: [String: (Int64, Double)] = [:]
    byKey.reserveCapacity(files.count)
    let rows = try Row.fetchCursor(db, sql: "SELECT key, size, modified FROM files")
    while let row = try rows.next() { byKey[row[0]] = (row[1], row[2]) }
    guard byKey.count == files.count else { return false }
    return files.allSatisfy { entry in
      guard let (size, modified) = byKey[entry.fingerprint.key] else { return false }
      return size == entry.fingerprint.size && modified == entry.fingerprint.modified
    }
  }

  /// Updates `db` (already in a transaction), for files whose `stat` came after `started`
  /// (`FileFingerprint.stored(statAfter:)`); returns what changed.
  package func refresh(_ db: Database, statAfter started: Double) throws -> Changes {
    var changes = Changes()
    let writer = try IndexWriter(db: db)
    var stored: [String: (id: Int64, size: Int64, modified: Double, hash: String)] = [:]
    for row in try Row.fetchAll(db, sql: "SELECT id, key, size, modified, hash FROM files") {
      stored[row[1]] = (row[0], row[2], row[3], row[4])
    }
    let scannedKeys = Set(files.map(\.fingerprint.key))
    for (key, entry) in stored where !scannedKeys.contains(key) {
      try writer.remove(fileID: entry.id)
      changes.removed += 1
    }
    var skillOwners = try Dictionary(
      Row.fetchAll(db, sql: "SELECT skill_id, key FROM files WHERE skill_id IS NOT NULL").map {
        (row: Row) -> (String, String) in (row[0], row[1])
      }, uniquingKeysWith: { first, _ in first })
    // NB: first the files whose bytes changed, then their parsing on every core, while the
    // writes take each parsed file in file order as soon as it is ready.
    var parsing: [(file: SkillFile, fingerprint: FileFingerprint, data: Data, hash: String)] = []
    for (file, fingerprint) in files {
      let previous = stored[fingerprint.key]
      if let previous, previous.size == fingerprint.size,
        previous.modified == fingerprint.modified
      {
        continue
      }
      let data = (try? FileBytes.contents(of: file.path)) ?? Data()
      let hash = FileFingerprint.hash(data)
      if let previous, previous.hash == hash {
        _ = try writer.upsertFile(
          fingerprint.stored(statAfter: started), hash: hash, skillID: nil)
        try db.execute(
          sql: "UPDATE files SET skill_id = (SELECT id FROM skills WHERE file_id = ?) WHERE id = ?",
          arguments: [previous.id, previous.id])
        continue
      }
      parsing.append((file, fingerprint, data, hash))
    }
    let parser = self.parser
    let vocabulary = self.vocabulary
    let toParse = parsing.map { ($0.file, $0.data) }
    let prepared = OrderedProduction(count: toParse.count) { index in
      IndexedFile(
        file: toParse[index].0, data: toParse[index].1, parser: parser, vocabulary: vocabulary)
    }
    defer { prepared.finish() }
    for (position, entry) in parsing.enumerated() {
      let indexed = prepared.value(at: position)
      let previous = stored[entry.fingerprint.key]
      if let previous {
        try writer.clear(fileID: previous.id)
        // NB: only a file indexed before owns a skill yet.
        skillOwners = skillOwners.filter { $0.value != entry.fingerprint.key }
      }
      changes.parsed += 1
      let ownsID = indexed.map { skillOwners[$0.skillID] == nil } ?? false
      let skillID = ownsID ? indexed?.skillID : nil
      let fileID = try writer.upsertFile(
        entry.fingerprint.stored(statAfter: started), hash: entry.hash, skillID: skillID)
      if let indexed, ownsID {
        try writer.insert(indexed, fileID: fileID)
        skillOwners[indexed.skillID] = entry.fingerprint.key
      }
      if previous == nil { changes.added += 1 } else { changes.changed += 1 }
      progress?(position + 1, parsing.count)
    }
    return changes
  }
}
