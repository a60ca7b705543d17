import Foundation

/// An exclusive lock, across processes and within one, on writing the index files of a folder.
///
/// Held while an index is updated in place or rebuilt and moved into place. Without it, a
/// rebuild could rename a new file over an index another search was updating (which then
/// failed with "attempt to write a readonly database"), and delete that search's journal in
/// the middle of its transaction. Readers take no lock: SQLite's own locks serve them.
// NB: the folder itself is locked (`flock` on its descriptor), so no lock file is left beside
// the index. Each acquisition opens its own descriptor, so two searches in one process exclude
// each other too.
enum IndexWriteLock {
  /// Runs `body` holding the lock on the folder of `indexPath` (created when missing); waits
  /// for another writer to finish first.
  static func holding<Result>(
    folderOf indexPath: String, _ body: () throws -> Result
  ) throws -> Result {
    let folder = (indexPath as NSString).deletingLastPathComponent
    let path = folder.isEmpty ? "." : folder
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw IndexError(
        "cannot create the folder of the search index \(indexPath): \(error.localizedDescription)")
    }
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw IndexError(
        "cannot open the folder of the search index \(indexPath): \(String(cString: strerror(errno)))"
      )
    }
    // NB: closing the descriptor releases the lock.
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw IndexError(
          "cannot lock the folder of the search index \(indexPath): \(String(cString: strerror(errno)))"
        )
      }
    }
    return try body()
  }
}
