import Foundation

/// The indexes this process builds in the temporary folder when the cache cannot be written:
/// one per index location, each in a folder of its own, all removed when the process exits.
package enum TemporaryIndexes {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var folders: [String: String] = [:]
  nonisolated(unsafe) private static var removesAtExit = false

  /// The temporary index that stands for the index at `location`, and whether it was made by
  /// this call (a server asks again for every search; the note is said once).
  package static func path(standingFor location: String) throws(IndexError) -> (
    path: String, isNew: Bool
  ) {
    lock.lock()
    defer { lock.unlock() }
    if let folder = folders[location] {
      return ((folder as NSString).appendingPathComponent("index.sqlite"), false)
    }
    // NB: a folder of this process's own, made with mode 0700 and a name nobody can guess,
    // so that no other user can put a link where the index is written.
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "skillgraph-index-\(UUID().uuidString)")
    guard mkdir(folder, 0o700) == 0 else {
      let reason = String(cString: strerror(errno))
      throw .temporaryFolderNotMade(folder, reason: reason)
    }
    folders[location] = folder
    if !removesAtExit {
      removesAtExit = true
      atexit { TemporaryIndexes.removeAll() }
    }
    return ((folder as NSString).appendingPathComponent("index.sqlite"), true)
  }

  /// Removes every temporary index of this process.
  package static func removeAll() {
    let made = lock.withLock {
      defer { folders = [:] }
      return Array(folders.values)
    }
    for folder in made { try? FileManager.default.removeItem(atPath: folder) }
  }
}
