import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// What the content folders look like on disk: the size, modification and change times and
/// inode of every Markdown file and folder the corpus loader can read.
///
/// Two fingerprints differ when a file was added, removed, renamed, rewritten or touched, so a
/// cached graph is reused only while its fingerprint still matches.
struct ContentFingerprint: Equatable, Sendable {
  /// One file's or folder's identity on disk.
  struct Stamp: Equatable, Sendable {
    var path: String
    var size: Int64
    var inode: UInt64
    var modified: Int64
    var changed: Int64
  }

  /// The stamps, in the order the walk met them.
  var stamps: [Stamp]

  /// How deep below a content folder the loader reads: `suite/skills/child.md`.
  static let depth = 3

  /// Walks `folders` (each a folder or a single file); a path that cannot be read leaves no stamp.
  init(folders: [String]) {
    stamps = []
    for folder in folders { walk(folder, depth: 0) }
  }

  private mutating func walk(_ path: String, depth: Int) {
    guard let stamp = Self.stamp(path) else { return }
    stamps.append(stamp)
    guard Self.isDirectory(path), depth < Self.depth,
      let names = try? FileManager.default.contentsOfDirectory(atPath: path)
    else { return }
    // NB: hidden entries are skipped, as the loader skips them; the search index lives in
    // `.skillgraph/` and must not invalidate the graph when it is written.
    for name in names.sorted() where !name.hasPrefix(".") {
      let child = (path as NSString).appendingPathComponent(name)
      if name.hasSuffix(".md") || Self.isDirectory(child) { walk(child, depth: depth + 1) }
    }
  }

  private static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  private static func stamp(_ path: String) -> Stamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
      let changed = info.st_ctimespec
    #else
      let modified = info.st_mtim
      let changed = info.st_ctim
    #endif
    return Stamp(
      path: path, size: Int64(info.st_size), inode: UInt64(info.st_ino),
      modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
      changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec))
  }
}
