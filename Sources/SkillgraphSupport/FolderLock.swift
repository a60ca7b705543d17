import Foundation

/// An exclusive lock on a folder, held while a body runs: `flock` on the folder itself, so that
/// no lock file is left behind.
public enum FolderLock {
  /// Runs `body` holding the lock on `folder`; without one when the folder cannot be opened.
  public static func withLock<T, Failure: Error>(
    on folder: String, _ body: () throws(Failure) -> T
  ) throws(Failure) -> T {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return try body() }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
