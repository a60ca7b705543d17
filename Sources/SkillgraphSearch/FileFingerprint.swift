package import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the index remembers of a file to tell, cheaply, whether it changed: its size and
/// modification time (checked first, with no read) and a hash of its bytes (checked when those
/// differ, so that touching a file does not re-index it).
package struct FileFingerprint: Sendable, Hashable {
  /// The file's absolute, standardised path: its key in the index.
  package var key: String
  /// Its size in bytes.
  package var size: Int64
  /// Its modification time, in seconds since 1970.
  package var modified: Double

  /// The fingerprint of the file at `path` (relative paths resolved against `directory`), or
  /// nil when it cannot be read. One `stat` call: this runs for every file on every search.
  package init?(path: String, directory: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    key = Self.absolute(path, in: directory)
    size = Int64(info.st_size)
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    modified = Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// How long after a file's modification time a change to it may leave that time as it was:
  /// file systems stamp times from a coarse clock (milliseconds on Linux, 1 s on HFS+, 2 s on
  /// FAT).
  package static let racyWindow = 2.0

  /// The fingerprint as the index stores it, for a file whose `stat` came after `started`.
  package func stored(statAfter started: Double) -> FileFingerprint {
    var stored = self
    stored.modified = Self.storedTime(modified, statAfter: started)
    return stored
  }

  /// A modification time as the index stores it, for a file or folder whose `stat` came after
  /// `started`. One modified less than `racyWindow` before then could change again in the same
  /// clock tick (a file at the same size, a folder with a file added) and look unchanged, so
  /// its time is stored as -1, which nothing written since 1970 has: the next check looks at it
  /// again (git's "racily clean" entries).
  package static func storedTime(_ modified: Double, statAfter started: Double) -> Double {
    modified > started - racyWindow ? -1 : modified
  }

  /// `path` made absolute against `directory`, with `.` and `..` components resolved.
  package static func absolute(_ path: String, in directory: String) -> String {
    let full = path.hasPrefix("/") ? path : directory + "/" + path
    // NB: this runs for every file on every search; most paths are already in canonical form.
    if isCanonical(full) { return full }
    var parts: [Substring] = []
    for part in full.split(separator: "/") where part != "." {
      if part == ".." { _ = parts.popLast() } else { parts.append(part) }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// Whether `path` is absolute, with no empty, `.` or `..` component and no trailing slash.
  private static func isCanonical(_ path: String) -> Bool {
    var utf8 = path.utf8.makeIterator()
    guard utf8.next() == UInt8(ascii: "/") else { return false }
    var component = 0
    var dots = 0
    while let byte = utf8.next() {
      if byte == UInt8(ascii: "/") {
        if component == 0 || component == dots && dots <= 2 { return false }
        component = 0
        dots = 0
      } else {
        component += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
      }
    }
    return component > 0 && !(component == dots && dots <= 2)
  }

  package init(key: String, size: Int64, modified: Double) {
    self.key = key
    self.size = size
    self.modified = modified
  }

  /// A 64-bit FNV-1a hash of `data`, in hexadecimal.
  package static func hash(_ data: Data) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    data.withUnsafeBytes { bytes in
      for byte in bytes {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
      }
    }
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
