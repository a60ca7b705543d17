import Foundation
package import GRDB
import SkillgraphIngest
import SkillgraphSupport

extension SearchIndex {
  /// Makes the index current and opens it; `forceRebuild` rebuilds it whatever it holds.
  ///
  /// When the index's place cannot be written (a read-only cache, a missing home folder, a
  /// full disk) and `fallingBack`, a current index there is read as it is, read-only; else, for
  /// the index in the cache folder, a temporary index is built for this process
  /// (`TemporaryIndexes`), and `noting` says why. An index path given explicitly that cannot be
  /// written and holds no current index is a failure: the caller chose that file.
  package func open(forceRebuild: Bool = false, fallingBack: Bool = true) throws(IndexError)
    -> Opened
  {
    let started = Date().timeIntervalSince1970
    let files = try scan()
    let stamp = warm.map { _ in Vocabulary.stamp(of: Vocabulary.files(for: folders)) } ?? ""
    if !forceRebuild, let kept = warm?.reuse(for: files, stamp: stamp) { return kept }
    let opened = try openFresh(
      files: files, started: started, forceRebuild: forceRebuild,
      fallingBack: fallingBack)
    warm?.keep(opened, stamp: stamp)
    return opened
  }

  private func openFresh(
    files: [Entry], started: Double, forceRebuild: Bool, fallingBack: Bool
  ) throws(IndexError) -> Opened {
    try location.checkExplicitPath()
    do {
      return try openInPlace(files: files, started: started, forceRebuild: forceRebuild)
    } catch let failure where failure.cannotWrite && fallingBack {
      if !forceRebuild, let opened = openReadOnly(files: files) { return opened }
      guard !location.isExplicit else { throw failure }
      return try openTemporary(files: files, started: started, because: failure)
    }
  }

  /// The index at its place, read-only, when it is current for `files`; nil otherwise.
  private func openReadOnly(files: [Entry]) -> Opened? {
    let path = location.path
    guard FileStatus(following: path)?.kind == .file else { return nil }
    // NB: SQLite reads a WAL-mode file read-only only beside its `-shm` file, or when told the
    // file cannot change (`immutable`), which is true only while no log holds pages for it.
    var names = [path]
    if (FileStatus(following: path + "-wal")?.size ?? 0) == 0 {
      let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
      names.append("file:\(escaped)?immutable=1")
    }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(Self.busySeconds)
    configuration.label = "skillgraph-index"
    let stamp = Vocabulary.stamp(of: Vocabulary.files(for: folders))
    for name in names {
      guard let queue = try? DatabaseQueue(path: name, configuration: configuration),
        (try? queue.read { db in try isCurrent(db, for: files, stamp: stamp) }) == true
      else { continue }
      return Opened(queue: queue, path: path, status: IndexStatus(path: path), files: files)
    }
    return nil
  }

  /// A temporary index built for this process, standing for the one that cannot be written.
  private func openTemporary(files: [Entry], started: Double, because failure: IndexError)
    throws(IndexError) -> Opened
  {
    let temporary: (path: String, isNew: Bool)
    let opened: Opened
    do {
      temporary = try TemporaryIndexes.path(standingFor: location.path)
      let index = SearchIndex(
        folders: folders, location: IndexLocation(path: temporary.path), noting: noting)
      opened = try index.openInPlace(files: files, started: started, forceRebuild: false)
    } catch {
      throw .noTemporaryIndex(failure, reason: error.description)
    }
    if temporary.isNew {
      noting(
        "note: \(failure.description); searching a temporary index built for this run "
          + "(removed at exit)")
    }
    return opened
  }

  /// Whether `db` is an index of this version, built with the vocabulary files of `stamp`, of
  /// exactly `files` as they are now.
  package func isCurrent(_ db: Database, for files: [Entry], stamp: String) throws -> Bool {
    try IndexSchema.isCurrent(db)
      && String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'vocabulary-files'")
        == stamp
      && IndexRefresher(files: files).isFresh(db)
  }
}
