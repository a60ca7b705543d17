import Foundation
package import GRDB
import GRDBSQLite
import SkillgraphSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SearchIndex {
  /// A connection to the index file, created (with its folder) when missing, for a caller
  /// holding the index's lock (`IndexLock`). An index path given explicitly that names
  /// somebody else's file is refused, and the file left as it is.
  func connect() throws -> DatabaseQueue {
    let path = location.path
    if location.isExplicit, !IndexLocation.mayReplace(fileAt: path) {
      throw IndexError.notAnIndex(path)
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

  /// Whether the file at `path` is an SQLite database in WAL mode: one that was created and
  /// switched to WAL under the index's lock, and is read without it.
  ///
  /// The header is read through SQLite's own handle of the file, with no lock taken and no
  /// statement run, so that a file another process is still putting in WAL mode is left alone.
  // NB: never by opening the file directly: closing a descriptor releases every POSIX lock the
  // process holds on the file, and a connection in WAL mode holds a shared lock for its life.
  // Without it, another process closing what it takes for the last connection checkpoints the
  // index and deletes its log and shared memory under this one's. SQLite defers closing its
  // own descriptor while a connection of the process holds a lock.
  static func isInWALMode(_ path: String) -> Bool {
    // NB: a FIFO would block the open.
    guard FileStatus(following: path)?.kind == .file else { return false }
    var connection: OpaquePointer?
    defer { sqlite3_close(connection) }
    guard sqlite3_open_v2(path, &connection, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else {
      return false
    }
    var file: UnsafeMutablePointer<sqlite3_file>?
    guard sqlite3_file_control(connection, "main", SQLITE_FCNTL_FILE_POINTER, &file) == SQLITE_OK,
      let file, let read = file.pointee.pMethods?.pointee.xRead
    else { return false }
    var header = [UInt8](repeating: 0, count: 20)
    guard read(file, &header, Int32(header.count), 0) == SQLITE_OK else { return false }
    // NB: the file format's write and read versions (header bytes 18 and 19) are 2 in WAL mode.
    return header.starts(with: Array("SQLite format 3\0".utf8)) && header[18] == 2
      && header[19] == 2
  }

  /// Removes a damaged index file and its WAL files, for a caller holding the index's lock.
  func removeDamagedIndex() throws(IndexError) {
    let path = location.path
    if location.isExplicit, !IndexLocation.mayReplace(fileAt: path) {
      throw IndexError.notAnIndex(path)
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
    // locked" at once, without waiting, while another connection uses it: a new file is put in
    // WAL mode under the index's lock (`IndexLock`), and opened without it only once it is.
    return try DatabaseQueue(path: path, configuration: configuration)
  }
}
