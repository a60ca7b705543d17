import Foundation
internal import GRDB

/// The persisted search index of a set of content folders (SQLite FTS5 through GRDB).
///
/// Every use checks the content files' sizes and modification times against the index; a
/// fresh index answers from SQLite alone, without parsing Markdown. Changed, added and removed
/// files are re-indexed alone, in one transaction. A missing, foreign or damaged index file is
/// rebuilt into a temporary file and moved into place, so no reader sees a half-written index.
/// A value of this type holds no connection: each search opens its own, so searches may run
/// concurrently, in one process or several.
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
    var displayPaths: [String: String]
  }

  /// Makes the index current and opens it for reading.
  func open(forceRebuild: Bool = false) throws(IndexError) -> Opened {
    let scanned = try scan()
    let refresher = IndexRefresher(files: scanned)
    let displayPaths = Dictionary(
      scanned.map { ($0.fingerprint.key, $0.file.path) }, uniquingKeysWith: { first, _ in first })
    do {
      let path = location.path
      if !forceRebuild, let queue = try? Self.queue(path, readonly: true),
        (try? queue.read { try IndexSchema.isCurrent($0) && refresher.isFresh($0) }) == true
      {
        return Opened(
          queue: queue, path: path, status: IndexStatus(path: path), displayPaths: displayPaths)
      }
      do {
        let (path, status) = try update(at: path, refresher: refresher, force: forceRebuild)
        return Opened(
          queue: try Self.queue(path, readonly: true), path: path, status: status,
          displayPaths: displayPaths)
      } catch let error as IndexError where !location.isExplicit {
        let fallback = location.cacheFallback(folders: folders)
        guard fallback != path else { throw error }
        let (path, status) = try update(at: fallback, refresher: refresher, force: forceRebuild)
        return Opened(
          queue: try Self.queue(path, readonly: true), path: path, status: status,
          displayPaths: displayPaths)
      }
    } catch let error as IndexError {
      throw error
    } catch {
      throw IndexError("cannot read the search index at \(location.path): \(error)")
    }
  }

  /// Refreshes the index at `path` in place, or rebuilds it when it is missing or not current.
  private func update(at path: String, refresher: IndexRefresher, force: Bool) throws -> (
    String, IndexStatus
  ) {
    if !force, FileManager.default.fileExists(atPath: path),
      let queue = try? Self.queue(path, readonly: false),
      (try? queue.read(IndexSchema.isCurrent)) == true
    {
      do {
        let changes = try queue.write { db in try refresher.refresh(db) }
        return (path, IndexStatus(path: path, changes: changes))
      } catch let error as DatabaseError where error.isDamage {
        // NB: damage found while refreshing: fall through to a rebuild.
      } catch {
        throw IndexError("cannot update the search index at \(path): \(error)")
      }
    }
    return (path, try rebuild(at: path, refresher: refresher))
  }
}
