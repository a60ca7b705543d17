import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock every process holds while it creates an index file, puts it in WAL mode, rebuilds
/// or refreshes it, or removes it: `flock` on a hidden sibling file (`.NAME.lock` beside
/// `NAME`), so that searches started together wait for one another instead of meeting a file
/// half made. Searches of a current index take no lock: SQLite's WAL mode lets them read while
/// a writer writes.
///
/// NB: not `flock` on the index file itself: closing any descriptor of a database file drops
/// the POSIX locks SQLite holds on it in the same process.
package struct IndexLock: Sendable {
  /// The lock file.
  package let path: String

  /// The lock of the index file at `indexPath`.
  package init(indexPath: String) {
    let folder = (indexPath as NSString).deletingLastPathComponent
    let name = "." + (indexPath as NSString).lastPathComponent + ".lock"
    path = folder.isEmpty ? name : folder + "/" + name
  }

  /// Runs `body` holding the lock; without it when the lock file cannot be made (a folder that
  /// cannot be written, where `body` cannot write the index either and says so).
  package func withLock<T>(_ body: () throws -> T) throws -> T {
    guard let descriptor = acquire() else { return try body() }
    defer {
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
    return try body()
  }

  /// Removes the lock file, for a caller holding the lock that removes the index it guards: a
  /// process waiting for the lock then finds its file gone and takes a new one (`acquire`).
  package func remove() {
    unlink(path)
  }

  /// A descriptor of the lock file holding the lock, or nil when the file cannot be opened.
  private func acquire() -> Int32? {
    while true {
      let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else { return nil }
      while flock(descriptor, LOCK_EX) != 0 {
        guard errno == EINTR else {
          close(descriptor)
          return nil
        }
      }
      // NB: the holder before may have removed the file (with the index it guarded) while this
      // process waited: a lock on a removed file guards nothing, so the file is opened again.
      var held = stat()
      var current = stat()
      if fstat(descriptor, &held) == 0, stat(path, &current) == 0, held.st_ino == current.st_ino,
        held.st_dev == current.st_dev
      {
        return descriptor
      }
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
  }
}
