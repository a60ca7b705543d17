import Foundation
import Testing

@testable import Skillgraph

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock held while an index is created, put in WAL mode, rebuilt or removed.
@Suite("The index's lock")
struct IndexLockTests {
  /// Whether another open file description of `path` could take the lock now.
  static func isFree(_ path: String) -> Bool {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
    flock(descriptor, LOCK_UN)
    return true
  }

  @Test("the lock is a hidden file beside the index, held for the body and released after")
  func heldForTheBody() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let lock = IndexLock(indexPath: folder.file("index.sqlite"))
    #expect(lock.path == folder.file(".index.sqlite.lock"))
    let heldInside = try lock.withLock { !Self.isFree(lock.path) }
    #expect(heldInside)
    #expect(Self.isFree(lock.path))
  }

  @Test("a holder that removes the lock file leaves the next one a new file to lock")
  func removedLockFileIsMadeAgain() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let lock = IndexLock(indexPath: folder.file("index.sqlite"))
    try lock.withLock { lock.remove() }
    #expect(!FileManager.default.fileExists(atPath: lock.path))
    let exists = try lock.withLock { FileManager.default.fileExists(atPath: lock.path) }
    #expect(exists)
  }

  @Test("a lock file that cannot be made runs the body without the lock")
  func unwritableFolderRunsTheBody() throws {
    let lock = IndexLock(indexPath: "/nonexistent-folder-for-skillgraph/index.sqlite")
    #expect(try lock.withLock { 42 } == 42)
  }
}
