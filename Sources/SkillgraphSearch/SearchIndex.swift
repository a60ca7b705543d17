import Foundation
package import GRDB
import SkillgraphIngest
package import SkillgraphModel
import SkillgraphSupport

/// The persisted search index of a set of content folders (SQLite FTS5 through GRDB).
///
/// Every use lists the content files and compares their sizes and modification times with the
/// index; a fresh index answers from SQLite alone, without parsing Markdown. Changed, added and
/// removed files are re-indexed alone, in one transaction. A missing, outdated or damaged
/// index is rebuilt in place, in one transaction. The index lives in the user's cache folder
/// (`IndexLocation`), never inside the content. Concurrency: the index is in WAL mode, so
/// searches of a current index read while another process writes; creating the file, putting
/// it in WAL mode, rebuilding, refreshing and removing it are done holding one lock
/// (`IndexLock`), so that searches started together take turns instead of meeting a file half
/// made. When the index's place cannot be written, a search reads a current
/// index there read-only, or builds a temporary one (`open(forceRebuild:fallingBack:)`).
public struct SearchIndex: Sendable {
  /// The content folders (or files).
  public let folders: [String]
  package let location: IndexLocation
  /// Receives the notes a search has for a person (the temporary index it fell back to, and
  /// why); the answers never hold them.
  package let noting: @Sendable (String) -> Void
  /// The index a long-lived process keeps open between searches; nil for a one-shot command.
  public var warm: WarmIndex?
  /// Receives, while the index is being built or brought up to date, how many of the files to
  /// parse are done and how many there are; nil when nobody asks.
  public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

  /// An index of `folders`, at `indexPath` or at the default place in the user's cache;
  /// `noting` receives the notes a search has for a person.
  public init(
    folders: [String], indexPath: String? = nil,
    noting: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.init(
      folders: folders, location: IndexLocation(folders: folders, explicitPath: indexPath),
      noting: noting)
  }

  /// An index of `folders` at `location`.
  package init(
    folders: [String], location: IndexLocation,
    noting: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.folders = folders
    self.location = location
    self.noting = noting
  }

  /// A content file and its fingerprint.
  package typealias Entry = (file: SkillFile, fingerprint: FileFingerprint)

  /// An open, current index.
  package struct Opened {
    package var queue: DatabaseQueue
    package var path: String
    package var status: IndexStatus
    /// The content files, as listed.
    package var files: [Entry]

    /// The path shown for each of `keys` (the first file of a key wins).
    package func displayPaths(ofKeys keys: Set<String>) -> [String: String] {
      var paths: [String: String] = [:]
      for entry in files where keys.contains(entry.fingerprint.key) {
        if paths[entry.fingerprint.key] == nil { paths[entry.fingerprint.key] = entry.file.path }
      }
      return paths
    }

    /// A value with every stored property given.
    package init(queue: DatabaseQueue, path: String, status: IndexStatus, files: [Entry]) {
      self.queue = queue
      self.path = path
      self.status = status
      self.files = files
    }
  }

  /// Makes the index at its place current and opens it. A current index is opened without a
  /// lock; creating, rebuilding or refreshing it is done holding the index's lock
  /// (`IndexLock`). A build that fails to write (a full disk) takes away what it wrote: a new
  /// index's files, or the log of an existing one.
  package func openInPlace(files: [Entry], started: Double, forceRebuild: Bool)
    throws(IndexError) -> Opened
  {
    if !forceRebuild, let opened = openCurrent(files: files) { return opened }
    // NB: the lock file lives beside the index: its folder is made first.
    try? location.createFolder()
    let lock = IndexLock(indexPath: location.path)
    do {
      return try lock.withLock {
        let isNew = (FileStatus(following: location.path)?.size ?? 0) == 0
        do {
          return try openLocked(files: files, started: started, forceRebuild: forceRebuild)
        } catch {
          if IndexError.writing(location.path, error).cannotWrite, isNew {
            removeIndexFiles()
            lock.remove()
          }
          throw error
        }
      }
    } catch {
      throw IndexError.writing(location.path, error)
    }
  }

  /// The index at its place, opened without the lock, when it is already in WAL mode and
  /// current for `files`; nil otherwise (and for any failure, which the locked path meets
  /// again and reports).
  private func openCurrent(files: [Entry]) -> Opened? {
    let path = location.path
    guard Self.isInWALMode(path),
      !location.isExplicit || IndexLocation.mayReplace(fileAt: path),
      let queue = try? Self.queue(path)
    else { return nil }
    let stamp = Vocabulary.stamp(of: Vocabulary.files(for: folders))
    guard (try? queue.read { db in try isCurrent(db, for: files, stamp: stamp) }) == true else {
      return nil
    }
    return Opened(queue: queue, path: path, status: IndexStatus(path: path), files: files)
  }

  /// Opens the index and makes it current, for a caller holding the lock; a damaged index is
  /// removed and built anew.
  private func openLocked(files: [Entry], started: Double, forceRebuild: Bool) throws -> Opened {
    do {
      return try open(files: files, started: started, forceRebuild: forceRebuild)
    } catch let error as DatabaseError where error.isDamage {
      // NB: a damaged file cannot be rebuilt through SQLite: it is removed and made anew.
      try removeDamagedIndex()
      do {
        return try open(files: files, started: started, forceRebuild: true)
      } catch {
        if IndexError.writing(location.path, error).cannotWrite { removeIndexFiles() }
        throw error
      }
    }
  }

  private func open(files: [Entry], started: Double, forceRebuild: Bool) throws -> Opened {
    let queue = try connect()
    let path = location.path
    let stamp = Vocabulary.stamp(of: Vocabulary.files(for: folders))
    let fresh =
      try !forceRebuild && queue.read { db in try isCurrent(db, for: files, stamp: stamp) }
    if fresh {
      return Opened(queue: queue, path: path, status: IndexStatus(path: path), files: files)
    }
    var status = IndexStatus(path: path)
    do {
      try write(queue, files: files, started: started, forceRebuild: forceRebuild, stamp: stamp) {
        status = $0
      }
    } catch {
      // NB: a write that failed (a full disk) leaves the pages it wrote in the log until a
      // checkpoint empties it; left there, they keep the disk full for every other index.
      try? Self.emptyLog(queue)
      throw error
    }
    // NB: only after content was written: a file touched within the racy window is checked
    // again by every search for two seconds, and writes only its fingerprint.
    if status.rebuilt || status.added + status.changed + status.removed > 0 {
      try Self.emptyLog(queue)
    }
    return Opened(queue: queue, path: path, status: status, files: files)
  }

  /// Brings the index up to date with `files` in one immediate transaction; hands what it did
  /// to `done`.
  private func write(
    _ queue: DatabaseQueue, files: [Entry], started: Double, forceRebuild: Bool, stamp: String,
    done: (IndexStatus) -> Void
  ) throws {
    let path = location.path
    let vocabularyFiles = Vocabulary.files(for: folders)
    try queue.writeWithoutTransaction { db in
      // NB: 64 MB of page cache while writing, so that a build spills no page to the log twice;
      // SQLite's default (2 MB) again for the searches that follow on this connection.
      try db.execute(sql: "PRAGMA cache_size = -65536")
      defer { try? db.execute(sql: "PRAGMA cache_size = -2000") }
      try db.inTransaction(.immediate) {
        // NB: another process may have brought the index up to date while this one waited for
        // the write lock: the checks are made again inside the transaction.
        // NB: the vocabulary's files are read only when their stamp changed or the index is
        // new; an index built with other concepts is rebuilt, since every unit's keywords hold
        // them.
        let current = try !forceRebuild && IndexSchema.isCurrent(db)
        let storedStamp =
          try current
          ? String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'vocabulary-files'")
          : nil
        let vocabulary: Vocabulary
        var rebuilt = !current
        if current, storedStamp == stamp {
          vocabulary = try Vocabulary.stored(in: db, forIndexing: true)
        } else {
          vocabulary = Vocabulary.load(vocabularyFiles).vocabulary
          rebuilt =
            try rebuilt
            || String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'vocabulary'")
              != vocabulary.digest
          if rebuilt {
            try IndexSchema.dropAll(db)
            try IndexSchema.create(db)
          }
          try vocabulary.store(in: db, stamp: stamp, replacing: !rebuilt)
        }
        var refresher = IndexRefresher(files: files)
        refresher.vocabulary = vocabulary
        refresher.progress = progress
        let changes = try refresher.refresh(db, statAfter: started)
        done(IndexStatus(path: path, changes: changes, rebuilt: rebuilt))
        return .commit
      }
    }
  }

  /// Copies what the write-ahead log holds into the index file and empties the log, when no
  /// other connection is reading; otherwise leaves it for a later write.
  // NB: the first connection a process opens rebuilds its view of the log by reading and
  // checksumming every frame of it. A built Axiom index left 45 MB in the log, and each query
  // that followed spent 107 M of its 211 M instructions reading it again.
  private static func emptyLog(_ queue: DatabaseQueue) throws {
    try queue.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA busy_timeout = 0")
      defer { try? db.execute(sql: "PRAGMA busy_timeout = \(Int(busySeconds * 1000))") }
      do {
        _ = try db.checkpoint(.truncate)
      } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
        // Another search is reading or writing: its own write empties the log later.
      }
    }
  }

  /// The content files, listed from the folders, and their fingerprints.
  package func scan() throws(IndexError) -> [Entry] {
    var files: [SkillFile] = []
    for folder in folders {
      do {
        files += try ContentScanner(listsBundledFiles: false).scan(folder: folder).files
      } catch {
        throw .unreadableContent(error.description)
      }
    }
    let directory = FileManager.default.currentDirectoryPath
    return files.compactMap { file in
      FileFingerprint(path: file.path, directory: directory).map { (file, $0) }
    }
  }

}
