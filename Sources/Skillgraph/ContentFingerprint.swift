import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// What the content folders look like to the corpus loader: the scan it makes of each folder
/// (which files it reads, as which skills, what it passes over and why) and the size,
/// modification and change times and inode of every file it reads (`ContentScanner.Scan`'s
/// `readPaths`: skill files, bundled files, manifests, the vocabulary file).
///
/// The scan is the loader's own, so the fingerprint follows every layout the loader knows: two
/// fingerprints differ when a file the loader reads was added, removed, renamed, rewritten or
/// touched, or when the layout read changed; a file the loader does not read changes nothing.
/// File systems keep times in ticks (a few milliseconds on Linux, a second or two on some), so
/// a file rewritten with the same size within the tick of an earlier stamp would look
/// unchanged: ``isRacy(margin:)`` tells when a stamp is too close to the moment the fingerprint
/// was taken to be trusted.
package struct ContentFingerprint: Equatable, Sendable {
  /// One file's identity on disk.
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

  /// What the scan of one folder gave: what it found, or why it failed.
  package enum FolderScan: Equatable, Sendable {
    case scanned(ContentScanner.Scan)
    case failed(LoadError)
  }

  /// The scans, one a folder, in the order given.
  package var scans: [FolderScan]
  /// The stamps of the files the loader reads, in scan order.
  package var stamps: [Stamp]
  /// When the fingerprint was taken, in nanoseconds since 1970 (not part of equality).
  package var takenAt: Int64

  /// Scans `folders` (each a folder or a single file) as the loader does, without reading the
  /// files; a file that cannot be read leaves no stamp.
  package init(folders: [String]) {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    takenAt = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    scans = []
    stamps = []
    // NB: bundled files are listed (their sizes are in the graph) but their first comment
    // lines are not read: their stamps stand for them.
    let scanner = ContentScanner(readsSummaries: false)
    for folder in folders {
      do {
        let scan = try scanner.scan(folder: folder)
        scans.append(.scanned(scan))
        stamps += scan.readPaths.compactMap(Self.stamp)
      } catch {
        scans.append(.failed(error))
      }
    }
  }

  package static func == (left: ContentFingerprint, right: ContentFingerprint) -> Bool {
    left.stamps == right.stamps && left.scans == right.scans
  }

  /// Whether a file changed less than `margin` (by default the index's racy window,
  /// ``FileFingerprint/racyWindow``) before the fingerprint was taken, so that a later change
  /// within the same time tick could leave its stamp as it is.
  package func isRacy(margin: Duration = .seconds(FileFingerprint.racyWindow)) -> Bool {
    let (seconds, attoseconds) = margin.components
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    return stamps.contains { max($0.modified, $0.changed) >= takenAt - nanoseconds }
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
