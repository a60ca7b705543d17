import Foundation
internal import GRDB

/// The persisted search index of a set of content folders (SQLite FTS5 through GRDB).
///
/// Every use checks the content files' sizes and modification times against the index; a
/// fresh index answers from SQLite alone, without parsing Markdown. Changed, added and removed
/// files are re-indexed alone, in one transaction. A missing, foreign or damaged index file is
/// rebuilt into a temporary file and moved into place, so no reader sees a half-written index.
/// A value of this type holds no connection: each search opens its own, so searches may run
/// concurrently, in one process or several; those that write the index take turns
/// (`IndexWriteLock`).
public struct SearchIndex: Sendable {
  /// The content folders (or files).
  public let folders: [String]
  let location: IndexLocation

  /// An index of `folders`, at `indexPath` or at the default place beside the content.
  public init(folders: [String], indexPath: String? = nil) {
    self.folders = folders
    location = IndexLocation(folders: folders, explicitPath: indexPath)
  }

  /// An open, current index.
  struct Opened {
    var queue: DatabaseQueue
    var path: String
    var status: IndexStatus
    /// Where the paths shown for the file keys come from.
    var files: Files

    /// The content files of an open index.
    enum Files {
      /// As scanned or listed from the scan cache.
      case scanned([ScanCache.Entry])
      /// As the freshness snapshot holds them.
      case snapshot(FreshnessSnapshot)
    }

    init(queue: DatabaseQueue, path: String, status: IndexStatus, files: Files) {
      self.queue = queue
      self.path = path
      self.status = status
      self.files = files
    }

    init(queue: DatabaseQueue, path: String, status: IndexStatus, files: [ScanCache.Entry]) {
      self.init(queue: queue, path: path, status: status, files: .scanned(files))
    }

    /// The path shown for each of `keys` (the first file of a key wins).
    func displayPaths(ofKeys keys: Set<String>) -> [String: String] {
      switch files {
      case .scanned(let entries):
        var paths: [String: String] = [:]
        for entry in entries where keys.contains(entry.fingerprint.key) {
          if paths[entry.fingerprint.key] == nil { paths[entry.fingerprint.key] = entry.file.path }
        }
        return paths
      case .snapshot(let snapshot):
        return snapshot.displayPaths(ofKeys: keys)
      }
    }

    init(path: String, status: IndexStatus, files: [ScanCache.Entry]) throws {
      self.init(
        queue: try SearchIndex.queue(path, readonly: true), path: path, status: status,
        files: files)
    }
  }

  /// What an update writes: the files found, and the folder times taken before finding them.
  struct Update {
    var folders: [String]
    var files: [ScanCache.Entry]
    var stamps: [String: Double]
    /// When the files' `stat` calls began (seconds since 1970).
    var started: Double
    /// Whether the file list came from the scan cache (and so need not be stored again).
    var fromCache = false

    /// Refreshes the units and the scan cache in `db` (already in a transaction).
    func apply(_ db: Database) throws -> IndexRefresher.Changes {
      let changes = try IndexRefresher(files: files).refresh(db, statAfter: started)
      if !changes.isEmpty { try UnitPosting.compactIfDead(db) }
      let storedStamps = stamps.mapValues { FileFingerprint.storedTime($0, statAfter: started) }
      if !fromCache {
        try ScanCache.store(db, folders: folders, files: files, stamps: storedStamps)
      }
      let storedFiles = files.map { ($0.file, $0.fingerprint.stored(statAfter: started)) }
      try FreshnessSnapshot.store(
        FreshnessSnapshot(folders: folders, stamps: storedStamps, files: storedFiles), in: db)
      return changes
    }
  }

  /// An index made current: already fresh and open, or just updated at `path`.
  enum Current {
    case fresh(Opened)
    case updated(path: String, status: IndexStatus, files: [ScanCache.Entry])

    /// What was done.
    var status: IndexStatus {
      switch self {
      case .fresh(let opened): opened.status
      case .updated(_, let status, _): status
      }
    }
  }

  /// Makes the index current and opens it for reading.
  func open(forceRebuild: Bool = false) throws(IndexError) -> Opened {
    switch try makeCurrent(forceRebuild: forceRebuild) {
    case .fresh(let opened):
      return opened
    case .updated(let path, let status, let files):
      do {
        return try Opened(path: path, status: status, files: files)
      } catch {
        throw IndexError("cannot read the search index at \(location.path): \(error)")
      }
    }
  }

  /// Makes the index current; opens no second connection after an update (`refresh` needs none).
  func makeCurrent(forceRebuild: Bool = false) throws(IndexError) -> Current {
    let started = Date().timeIntervalSince1970
    var places = [location.path]
    if !location.isExplicit { places.append(location.cacheFallback(folders: folders)) }
    var listed: Update?
    if !forceRebuild {
      for path in places {
        switch try openIfFresh(at: path, started: started) {
        case .fresh(let opened):
          return .fresh(opened)
        case .freshUnrecorded(let opened, let update):
          record(update, at: path)
          return .fresh(opened)
        case .stale(let update): listed = listed ?? update
        case .unusable: break
        }
      }
    }
    let update: Update
    if let listed {
      update = listed
    } else {
      let stamps = ScanCache.stamps(of: folders)
      update = Update(folders: folders, files: try scan(), stamps: stamps, started: started)
    }
    let scanned = update.files
    do {
      do {
        let status = try self.update(at: location.path, with: update, force: forceRebuild)
        return .updated(path: location.path, status: status, files: scanned)
      } catch let error as IndexError where places.count > 1 {
        // NB: the place beside the content cannot be written: the user's cache folder instead.
        guard let status = try? self.update(at: places[1], with: update, force: forceRebuild)
        else { throw error }
        return .updated(path: places[1], status: status, files: scanned)
      }
    } catch let error as IndexError {
      throw error
    } catch {
      throw IndexError("cannot read the search index at \(location.path): \(error)")
    }
  }

  /// What an existing index file offers.
  private enum Existing {
    /// Current and fresh: answer from it.
    case fresh(Opened)
    /// Current, with files that changed in folders that did not: the update to apply.
    case stale(Update)
    /// Current and fresh by the full check, although the snapshot did not hold (a folder
    /// touched, the folders spelt another way): answer from it, and record the snapshot.
    case freshUnrecorded(Opened, Update)
    /// Missing, foreign or damaged.
    case unusable
  }

  /// Records the file list and the snapshot of an index the full check found fresh, so that
  /// the next search answers from the snapshot again; an index that cannot be written is left
  /// as it is (the search answers from it all the same).
  // NB: without this, a touched folder (an editor's swap file come and gone) sent every later
  // search through the full check, listing every folder (52 ms a query on Axiom).
  private func record(_ update: Update, at path: String) {
    _ = try? IndexWriteLock.holding(folderOf: path) {
      let queue = try Self.queue(path, readonly: false)
      _ = try queue.write { db in try update.apply(db) }
    }
  }

  /// The index at `path` opened for reading when it is current and fresh, without listing
  /// folders that did not change and without reading any Markdown: the freshness snapshot
  /// first, then, when it differs, the full check that finds what changed (whose `stat` calls
  /// come after `started`).
  private func openIfFresh(at path: String, started: Double) throws(IndexError) -> Existing {
    guard access(path, F_OK) == 0, let queue = try? Self.queue(path, readonly: true) else {
      return .unusable
    }
    let found: Found? = try? queue.read { db in
      guard try IndexSchema.isCurrent(db) else { return nil }
      if let snapshot = try FreshnessSnapshot.fetch(db), snapshot.isFresh(folders: folders) {
        return .snapshot(snapshot)
      }
      let cached = try ScanCache.files(db, folders: folders)
      // NB: the folders' times are taken before they are listed, as for a full scan.
      let stamps = try cached == nil ? ScanCache.stamps(of: folders) : ScanCache.storedStamps(db)
      let files = try cached.map(fingerprints(of:)) ?? scan()
      return .scanned(
        files, fresh: try IndexRefresher(files: files).isFresh(db), stamps: stamps,
        fromCache: cached != nil)
    }
    switch found {
    case nil:
      return .unusable
    case .snapshot(let snapshot):
      return .fresh(
        Opened(
          queue: queue, path: path, status: IndexStatus(path: path), files: .snapshot(snapshot)))
    case .scanned(let files, let fresh, let stamps, let fromCache):
      let update = Update(
        folders: folders, files: files, stamps: stamps, started: started, fromCache: fromCache)
      guard fresh else { return .stale(update) }
      let opened = Opened(
        queue: queue, path: path, status: IndexStatus(path: path), files: .scanned(files))
      return .freshUnrecorded(opened, update)
    }
  }

  /// What the freshness checks of an index file found.
  private enum Found {
    /// The snapshot holds: fresh.
    case snapshot(FreshnessSnapshot)
    /// The files as listed (from the scan cache or a scan) with the folders' times, and whether
    /// the index holds them as they are.
    case scanned([ScanCache.Entry], fresh: Bool, stamps: [String: Double], fromCache: Bool)
  }

  /// Refreshes the index at `path` in place, or rebuilds it when it is missing or not current.
  // NB: under the folder's write lock; a search that waited for another's rebuild finds the
  // index current and applies its update (then usually none) in place.
  private func update(at path: String, with update: Update, force: Bool) throws -> IndexStatus {
    try IndexWriteLock.holding(folderOf: path) {
      try updateHoldingLock(at: path, with: update, force: force)
    }
  }

  private func updateHoldingLock(at path: String, with update: Update, force: Bool) throws
    -> IndexStatus
  {
    if !force, FileManager.default.fileExists(atPath: path),
      let queue = try? Self.queue(path, readonly: false),
      (try? queue.read(IndexSchema.isCurrent)) == true
    {
      do {
        let changes = try queue.write { db in try update.apply(db) }
        return IndexStatus(path: path, changes: changes)
      } catch let error as DatabaseError where error.isDamage {
        // NB: damage found while refreshing: fall through to a rebuild.
      } catch {
        throw IndexError("cannot update the search index at \(path): \(error)")
      }
    }
    if location.isExplicit, !IndexLocation.mayReplace(fileAt: path) {
      throw IndexError(
        "\(path) is not a Skillgraph index, so it was left as it is: remove it or give another --index"
      )
    }
    return try rebuild(at: path, with: update)
  }
}
