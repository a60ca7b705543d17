import Foundation
internal import GRDB

extension SearchIndex {
  /// Builds a new index in a temporary file beside `path`, then moves it into place.
  func rebuild(at path: String, with update: Update) throws -> IndexStatus {
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
    } catch {
      throw IndexError(
        "cannot create the folder of the search index \(path): \(error.localizedDescription)")
    }
    let temporary = path + ".building-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    let changes: IndexRefresher.Changes
    do {
      let queue = try Self.queue(temporary, readonly: false)
      changes = try queue.write { db in
        try IndexSchema.create(db)
        var complete = update
        complete.fromCache = false  // a new file needs the file list stored
        let changes = try complete.apply(db)
        try IndexSchema.optimize(db)
        return changes
      }
      try queue.close()
    } catch {
      throw IndexError("cannot write the search index at \(path): \(error)")
    }
    for suffix in ["-journal", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      throw IndexError("cannot write the search index at \(path): \(reason)")
    }
    return IndexStatus(path: path, changes: changes, rebuilt: true)
  }

  /// The content files, listed from the folders, and their fingerprints.
  func scan() throws(IndexError) -> [ScanCache.Entry] {
    var files: [SkillFile] = []
    for folder in folders {
      do {
        files += try ContentScanner().scan(folder: folder).files
      } catch {
        throw IndexError(error.description)
      }
    }
    return fingerprints(of: files)
  }

  /// The fingerprints of `files`; files that vanished are left out.
  func fingerprints(of files: [SkillFile]) -> [ScanCache.Entry] {
    let directory = FileManager.default.currentDirectoryPath
    return files.compactMap { file in
      FileFingerprint(path: file.path, directory: directory).map { (file, $0) }
    }
  }

  /// A connection to the index file at `path`.
  static func queue(_ path: String, readonly: Bool) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.readonly = readonly
    configuration.busyMode = .timeout(30)
    configuration.label = "skillgraph-index"
    // NB: Debian's SQLite is built with SQLITE_SECURE_DELETE: every deleted row is overwritten
    // with zeros, so re-indexing one file journaled and rewrote every page its old rows held.
    // The index is a cache of files the user has: nothing deleted from it is a secret.
    if !readonly {
      configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA secure_delete = OFF") }
    }
    return try DatabaseQueue(path: path, configuration: configuration)
  }
}

extension DatabaseError {
  /// Whether the error says the file is damaged or not a database at all.
  var isDamage: Bool {
    resultCode == .SQLITE_CORRUPT || resultCode == .SQLITE_NOTADB
  }
}
