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

  /// A file as the index stored it: `claim` is the skill ID it claims when it reads as a skill
  /// (`SkillIDClaims`), whether or not it keeps it.
  private struct Stored {
    var id: Int64
    var size: Int64
    var modified: Double
    var hash: String
    var claim: String?
  }

  /// What a refresh does with one scanned file.
  private struct Step {
    var file: SkillFile
    var fingerprint: FileFingerprint
    var previous: Stored?
    /// The hash of its bytes; nil when its size and modification time are unchanged.
    var hash: String?
    /// Its text, for a file whose bytes changed and that reads as a skill.
    var decoded: SourceDecoder.Decoded?
    var byteCount = 0
    /// The skill ID it claims; nil when it does not read as a skill.
    var claim: String?
    /// Whether its bytes changed (or it is new).
    var isChanged: Bool { hash != nil && hash != previous?.hash }
  }

  /// Updates `db` (already in a transaction), for files whose `stat` came after `started`
  /// (`FileFingerprint.stored(statAfter:)`); returns what changed.
  ///
  /// Each file goes through `FileIngest`'s step, and `SkillIDClaims` decides, over every
  /// scanned file in scan order, which file keeps a skill ID that several claim, as the graph's
  /// loader does: a file that gains its ID (an earlier owner removed) is indexed, and one that
  /// loses it is cleared, though its own bytes are unchanged.
  package func refresh(_ db: Database, statAfter started: Double) throws -> Changes {
    var changes = Changes()
    let writer = try IndexWriter(db: db)
    var stored: [String: Stored] = [:]
    for row in try Row.fetchAll(
      db, sql: "SELECT id, key, size, modified, hash, skill_id FROM files")
    {
      stored[row[1]] = Stored(
        id: row[0], size: row[2], modified: row[3], hash: row[4], claim: row[5])
    }
    let indexed = try Set(Int64.fetchAll(db, sql: "SELECT file_id FROM skills"))
    let scannedKeys = Set(files.map(\.fingerprint.key))
    for (key, entry) in stored where !scannedKeys.contains(key) {
      try writer.remove(fileID: entry.id)
      changes.removed += 1
    }
    // NB: a file listed twice (a folder given twice) is the file listed first.
    var seenKeys = Set<String>()
    let steps = files.filter { seenKeys.insert($0.fingerprint.key).inserted }.map { entry in
      step(for: entry.file, fingerprint: entry.fingerprint, previous: stored[entry.fingerprint.key])
    }
    let keeps = SkillIDClaims.keeps(steps.map(\.claim))
    // NB: the files to parse are parsed on every core, while the writes take each parsed file
    // in file order as soon as it is ready.
    var parsing: [Int: Int] = [:]
    var toParse: [(SkillFile, SourceDecoder.Decoded, Int)] = []
    for (position, step) in steps.enumerated() where keeps[position] {
      let wasIndexed = step.previous.map { indexed.contains($0.id) } ?? false
      guard step.isChanged || !wasIndexed else { continue }
      var decoded = step.decoded.map { ($0, step.byteCount) }
      if decoded == nil, case .success(let data) = FileIngest.read(step.file),
        case .success(let text) = FileIngest.decode(data, of: step.file)
      {
        decoded = (text, data.count)
      }
      guard let decoded else { continue }
      parsing[position] = toParse.count
      toParse.append((step.file, decoded.0, decoded.1))
    }
    let parser = self.parser
    let vocabulary = self.vocabulary
    let work = toParse
    let prepared = OrderedProduction(count: work.count) { index in
      let (file, decoded, byteCount) = work[index]
      return IndexedFile(
        FileIngest.interpret(decoded, of: file, byteCount: byteCount, parser: parser),
        vocabulary: vocabulary)
    }
    defer { prepared.finish() }
    // NB: the files that lose their IDs are cleared first, so that the files that take them
    // can insert them.
    for (position, step) in steps.enumerated() where !keeps[position] {
      if let previous = step.previous, indexed.contains(previous.id) {
        try writer.clear(fileID: previous.id)
      }
    }
    for (position, step) in steps.enumerated() {
      let wasIndexed = step.previous.map { indexed.contains($0.id) } ?? false
      let parsed = parsing[position].map { prepared.value(at: $0) }
      let lost = wasIndexed && !keeps[position]
      if step.hash == nil, parsed == nil, !lost { continue }
      if let previous = step.previous, wasIndexed, keeps[position], step.isChanged || parsed != nil
      {
        try writer.clear(fileID: previous.id)
      }
      let fileID = try writer.upsertFile(
        step.fingerprint.stored(statAfter: started), hash: step.hash ?? step.previous?.hash ?? "",
        skillID: step.claim)
      if let parsed { try writer.insert(parsed, fileID: fileID) }
      if step.isChanged || parsed != nil { changes.parsed += 1 }
      if step.previous == nil {
        changes.added += 1
      } else if step.isChanged || lost || parsed != nil {
        changes.changed += 1
      }
      if let index = parsing[position] { progress?(index + 1, toParse.count) }
    }
    return changes
  }

  /// What to do with `file`: its hash and claim, read only when its size or modification time
  /// changed.
  private func step(for file: SkillFile, fingerprint: FileFingerprint, previous: Stored?) -> Step {
    var step = Step(file: file, fingerprint: fingerprint, previous: previous)
    if let previous, previous.size == fingerprint.size, previous.modified == fingerprint.modified {
      step.claim = previous.claim
      return step
    }
    let read = FileIngest.read(file)
    let data = (try? read.get()) ?? Data()
    let hash = FileFingerprint.hash(data)
    step.hash = hash
    if let previous, previous.hash == hash {
      step.claim = previous.claim
      return step
    }
    if case .success(let data) = read,
      case .success(let decoded) = FileIngest.decode(data, of: file)
    {
      step.decoded = decoded
      step.byteCount = data.count
      step.claim = file.id
    }
    return step
  }
}
