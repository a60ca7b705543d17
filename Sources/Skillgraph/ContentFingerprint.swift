import Foundation
import SkillgraphSupport

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// What the content folders look like on disk: the size, modification and change times and
/// inode of every file the corpus loader can read or list.
///
/// Two fingerprints differ when a file was added, removed, renamed, rewritten or touched, so a
/// cached graph is reused only while its fingerprint still matches. File systems keep times in
/// ticks (a few milliseconds on Linux, a second or two on some), so a file rewritten with the
/// same size within the tick of an earlier stamp would look unchanged: ``isRacy(margin:)`` tells
/// when a stamp is too close to the moment the fingerprint was taken to be trusted.
package struct ContentFingerprint: Equatable, Sendable {
  /// One file's or folder's identity on disk.
  package struct Stamp: Equatable, Sendable {
    package var path: String
    package var size: Int64
    package var inode: UInt64
    package var modified: Int64
    package var changed: Int64

    /// A value with every stored property given.
    package init(path: String, size: Int64, inode: UInt64, modified: Int64, changed: Int64) {
      self.path = path
      self.size = size
      self.inode = inode
      self.modified = modified
      self.changed = changed
    }
  }

  /// The stamps, in the order the walk met them.
  package var stamps: [Stamp]
  /// When the fingerprint was taken, in nanoseconds since 1970 (not part of equality).
  package var takenAt: Int64

  /// How deep below a content folder the loader reads: a plugin's
  /// `skills/name/references/folder/file.md` and deeper documents of a skill folder.
  package static let depth = 9

  /// Walks `folders` (each a folder or a single file); a path that cannot be read leaves no stamp.
  package init(folders: [String]) {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    takenAt = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    stamps = []
    for folder in folders { walk(folder, depth: 0) }
  }

  package static func == (left: ContentFingerprint, right: ContentFingerprint) -> Bool {
    left.stamps == right.stamps
  }

  /// Whether a file or folder changed less than `margin` before the fingerprint was taken, so
  /// that a later change within the same time tick could leave its stamp as it is.
  package func isRacy(margin: Duration) -> Bool {
    let (seconds, attoseconds) = margin.components
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    return stamps.contains { max($0.modified, $0.changed) >= takenAt - nanoseconds }
  }

  private mutating func walk(_ path: String, depth: Int) {
    guard Self.isDirectory(path, depth: depth) else {
      if let stamp = Self.stamp(path) { stamps.append(stamp) }
      return
    }
    // NB: folders leave no stamp of their own: what the loader reads from them is which
    // Markdown files they hold, and those paths are stamped. A folder's own times change when
    // anything is created in it.
    guard depth < Self.depth, let names = try? FileManager.default.contentsOfDirectory(atPath: path)
    else { return }
    // NB: hidden entries are skipped, as the loader skips them, except plugins' manifests and
    // marketplaces (`.NAME-plugin/`, `.agents/`). Every file is stamped: a skill folder's
    // scripts and assets are listed with their sizes.
    for name in names.sorted()
    where (!name.hasPrefix(".") || name.hasSuffix("-plugin") || name == ".agents")
      && name != "node_modules"
    {
      walk((path as NSString).appendingPathComponent(name), depth: depth + 1)
    }
  }

  /// Whether `path` is a folder the loader descends into: a link to a folder is not
  /// (`ContainedPath`), except the content folder itself, which may be given as a link.
  private static func isDirectory(_ path: String, depth: Int) -> Bool {
    guard depth == 0 else { return FileStatus(of: path)?.kind == .folder }
    return FileStatus(following: path)?.kind == .folder
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
