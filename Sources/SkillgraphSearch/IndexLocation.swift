import Foundation
import GRDB
import SkillgraphSupport

/// Where the index of a set of content folders lives.
///
/// By default in the user's cache folder (`CacheFolder`), never inside the content (a user's
/// repository stays clean, and a read-only collection can be searched), as
/// `index-HASH.sqlite`, HASH naming the set of absolute content paths. An index path given
/// explicitly (`--index`) is used as it is.
package struct IndexLocation: Sendable, Hashable {
  /// The index file.
  package var path: String
  /// Whether the path was given explicitly.
  package var isExplicit: Bool
  /// The cache folder that holds the index, when the path was not given.
  package var cacheFolder: CacheFolder?

  /// The location for `folders`, or `explicitPath` when given; the cache folder is the one
  /// `environment` names.
  package init(
    folders: [String], explicitPath: String?,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    if let explicitPath {
      self.init(path: explicitPath)
      return
    }
    let absolute = folders.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    let cache = CacheFolder(environment: environment)
    self.init(
      path: (cache.path as NSString).appendingPathComponent(
        "index-\(Self.setName(absolute)).sqlite"),
      cacheFolder: cache)
  }

  /// The location `path`, given explicitly.
  package init(path: String) {
    self.init(path: path, cacheFolder: nil)
  }

  private init(path: String, cacheFolder: CacheFolder?) {
    self.path = path
    isExplicit = cacheFolder == nil
    self.cacheFolder = cacheFolder
  }

  /// Makes the folder that holds the index, or says why it cannot be made.
  package func createFolder() throws(IndexError) {
    if let cacheFolder { return try cacheFolder.create() }
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
    } catch {
      throw .indexFolderNotMade(path, reason: error.localizedDescription)
    }
  }

  /// Refuses an index path given explicitly that names something other than a file (a device
  /// such as `/dev/null`, a FIFO, a folder), before SQLite opens it or writes a journal
  /// beside it.
  package func checkExplicitPath() throws(IndexError) {
    guard isExplicit, let status = FileStatus(following: path), status.kind != .file else {
      return
    }
    throw .notAFile(path, kind: status.kindName)
  }

  /// Whether a new index may replace the file at `path`: when it is missing or empty, or is an
  /// SQLite database whose header carries Skillgraph's application ID (an index of any version,
  /// damaged or not). Anything else is somebody's own file, which an `--index` given by mistake
  /// must not destroy.
  package static func mayReplace(fileAt path: String) -> Bool {
    guard let status = FileStatus(following: path) else { return true }
    guard status.kind == .file else { return false }
    if status.size == 0 { return true }
    // NB: read through SQLite, never by opening the file directly: closing a descriptor of a
    // file releases every POSIX lock the process holds on it, those of its own SQLite
    // connections to the index included (the MCP server searches from several threads).
    do {
      return try applicationID(of: path, readOnly: true) == IndexSchema.applicationID
    } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
      return false
    } catch {
      // NB: a read-only connection cannot open a database in WAL mode while another process
      // removes or makes its log and shared-memory files (it cannot make them itself): a
      // search started as another one ends met "not a Skillgraph index". Read it as a writer.
      return (try? applicationID(of: path, readOnly: false)) == IndexSchema.applicationID
    }
  }

  /// The application ID in the header of the SQLite database at `path`.
  private static func applicationID(of path: String, readOnly: Bool) throws -> Int32? {
    var configuration = Configuration()
    configuration.readonly = readOnly
    configuration.busyMode = .timeout(5)
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    defer { try? queue.close() }
    return try queue.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") }
  }

  /// A short stable name for a set of absolute paths.
  private static func setName(_ paths: [String]) -> String {
    String(FileFingerprint.hash(Data(paths.joined(separator: "\n").utf8)).prefix(12))
  }
}
