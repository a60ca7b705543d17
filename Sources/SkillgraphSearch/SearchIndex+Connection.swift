import Foundation
package import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SearchIndex {
  /// A connection to the index file, created (with its folder) when missing. An index path
  /// given explicitly that names somebody else's file is refused, and the file left as it is.
  func connect() throws -> DatabaseQueue {
    let path = location.path
    if location.isExplicit, !Self.mayReplaceOnceWritten(path) {
      throw IndexError(
        "\(path) is not a Skillgraph index, so it was left as it is: remove it or give another --index"
      )
    }
    try location.createFolder()
    try Self.claim(path)
    return try Self.queue(path)
  }

  /// Writes Skillgraph's application ID into a new or empty file at `path` before it is put in
  /// WAL mode, so that from its first page on the file tells itself as an index
  /// (`IndexLocation.mayReplace`), even to a search that opens it while another builds it.
  // NB: in WAL mode the header's ID would stay in the log until a checkpoint.
  package static func claim(_ path: String) throws {
    // NB: one `stat`: Foundation's `attributesOfItem` cost 1.6 M instructions of every query.
    var info = stat()
    guard stat(path, &info) != 0 || info.st_size == 0 else { return }
    var configuration = Configuration()
    configuration.busyMode = .timeout(busySeconds)
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    try queue.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA application_id = \(IndexSchema.applicationID)")
    }
    try queue.close()
  }

  /// Whether the file at `path` may be replaced, asked again for up to a second while it is not:
  /// another search may be writing the new index's first page, and a read that overlaps that
  /// write can see the page half written.
  static func mayReplaceOnceWritten(_ path: String) -> Bool {
    for _ in 0..<40 {
      if IndexLocation.mayReplace(fileAt: path) { return true }
      usleep(25_000)
    }
    return false
  }

  /// Removes a damaged index file and its WAL files.
  func removeDamagedIndex() throws(IndexError) {
    let path = location.path
    if location.isExplicit, !Self.mayReplaceOnceWritten(path) {
      throw IndexError(
        "\(path) is not a Skillgraph index, so it was left as it is: remove it or give another --index"
      )
    }
    removeIndexFiles()
  }

  /// Removes the index file and its log, shared-memory and journal files.
  func removeIndexFiles() {
    for suffix in ["", "-wal", "-shm", "-journal"] {
      try? FileManager.default.removeItem(atPath: location.path + suffix)
    }
  }

  /// How long a connection waits for another one's lock before it gives up.
  static let busySeconds = 30.0

  /// A connection to the index file at `path`, in WAL mode.
  package static func queue(_ path: String) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.busyMode = .timeout(busySeconds)
    configuration.journalMode = .wal
    configuration.label = "skillgraph-index"
    // NB: Debian's SQLite is built with SQLITE_SECURE_DELETE: every deleted row is overwritten
    // with zeros, so re-indexing one file rewrote every page its old rows held. The index is a
    // cache of files the user has: nothing deleted from it is a secret.
    configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA secure_delete = OFF") }
    // NB: putting a new file in WAL mode needs it to itself, and SQLite answers "database is
    // locked" at once, without waiting, while another search is writing the file's first page:
    // the first searches of a new index, started together, try again for a few seconds.
    var attempt = 1
    while true {
      do {
        return try DatabaseQueue(path: path, configuration: configuration)
      } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && attempt < 200 {
        attempt += 1
        usleep(25_000)
      }
    }
  }
}
