import Foundation
internal import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything a search checks to tell that the index is fresh, in one row: the content folders
/// as given, the watched folders' modification times, and each content file's path, key, size
/// and modification time, as the last refresh stored them in `folders`, `scan` and `files`.
///
/// A fresh index then costs one read and one `stat` per file and folder, with no `String` made
/// for a path; when anything differs, the search falls back to the full check (`ScanCache`,
/// `IndexRefresher.isFresh`), which decides what to refresh.
struct FreshnessSnapshot {
  /// The encoded snapshot.
  let bytes: [UInt8]

  /// Encodes the state a refresh leaves: `folders` as given, the watched folders' times, and the
  /// files with the fingerprints stored for them. Nil when two files share a key (the full check
  /// then never finds the index fresh, and neither may the snapshot).
  init?(folders: [String], stamps: [String: Double], files: [ScanCache.Entry]) {
    guard Set(files.map(\.fingerprint.key)).count == files.count else { return nil }
    var bytes: [UInt8] = []
    Self.append(ScanCache.key(folders), to: &bytes)
    Self.append(UInt64(stamps.count), to: &bytes)
    for (path, modified) in stamps.sorted(by: { $0.key < $1.key }) {
      Self.append(path, to: &bytes)
      Self.append(modified.bitPattern, to: &bytes)
    }
    Self.append(UInt64(files.count), to: &bytes)
    for (file, fingerprint) in files {
      Self.append(file.path, to: &bytes)
      Self.append(fingerprint.key, to: &bytes)
      Self.append(UInt64(bitPattern: fingerprint.size), to: &bytes)
      Self.append(fingerprint.modified.bitPattern, to: &bytes)
    }
    self.bytes = bytes
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The stored snapshot, or nil when there is none.
  static func fetch(_ db: Database) throws -> FreshnessSnapshot? {
    guard let data = try Data.fetchOne(db, sql: "SELECT data FROM snapshot WHERE id = 1")
    else { return nil }
    return FreshnessSnapshot(bytes: Array(data))
  }

  /// Replaces the stored snapshot with `snapshot`, or removes it when nil.
  static func store(_ snapshot: FreshnessSnapshot?, in db: Database) throws {
    try db.execute(sql: "DELETE FROM snapshot")
    guard let snapshot else { return }
    try db.execute(
      sql: "INSERT INTO snapshot (id, data) VALUES (1, ?)", arguments: [Data(snapshot.bytes)])
  }

  /// Whether the snapshot was made for `folders` and every watched folder and file still has
  /// its stored time (and size). False for bytes that do not decode.
  func isFresh(folders: [String]) -> Bool {
    var reader = Reader(bytes: bytes)
    guard let key = reader.string(), key == ScanCache.key(folders) else { return false }
    return bytes.withUnsafeBufferPointer { buffer in
      guard let count = reader.integer() else { return false }
      for _ in 0..<count {
        guard let path = reader.path(in: buffer), let modified = reader.integer(),
          let info = Self.status(path), Self.modified(info).bitPattern == modified
        else { return false }
      }
      guard let files = reader.integer() else { return false }
      for _ in 0..<files {
        guard let path = reader.path(in: buffer), reader.skipString(),
          let size = reader.integer(), let modified = reader.integer(),
          let info = Self.status(path), UInt64(bitPattern: Int64(info.st_size)) == size,
          Self.modified(info).bitPattern == modified
        else { return false }
      }
      return reader.isAtEnd
    }
  }

  /// The display paths of the files keyed `keys`, as the refresh that made the snapshot
  /// scanned them (the first file of a key wins).
  func displayPaths(ofKeys keys: Set<String>) -> [String: String] {
    var reader = Reader(bytes: bytes)
    var paths: [String: String] = [:]
    guard reader.skipString(), let stamps = reader.integer() else { return paths }
    for _ in 0..<stamps {
      guard reader.skipString(), reader.integer() != nil else { return paths }
    }
    let wanted = keys.map { (key: $0, bytes: Array($0.utf8)) }
    guard let count = reader.integer() else { return paths }
    for _ in 0..<count where paths.count < wanted.count {
      guard let path = reader.stringRange(), let key = reader.stringRange(),
        reader.integer() != nil, reader.integer() != nil
      else { return paths }
      for entry in wanted
      where entry.bytes.count == key.count && entry.bytes.elementsEqual(bytes[key])
        && paths[entry.key] == nil
      {
        paths[entry.key] = String(decoding: bytes[path], as: UTF8.self)
      }
    }
    return paths
  }

  /// `stat` of the NUL-terminated path at `path`, or nil when it fails.
  private static func status(_ path: UnsafePointer<CChar>) -> stat? {
    var info = stat()
    return stat(path, &info) == 0 ? info : nil
  }

  /// The modification time as `FileFingerprint` computes it.
  private static func modified(_ info: stat) -> Double {
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// A string: its UTF-8 length, its bytes, then a NUL (so that a path can go to `stat` as it
  /// lies in the bytes).
  private static func append(_ text: String, to bytes: inout [UInt8]) {
    append(UInt64(text.utf8.count), to: &bytes)
    bytes.append(contentsOf: text.utf8)
    bytes.append(0)
  }

  /// An integer, little-endian.
  private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// Reads what `append` wrote; each read returns nil (or false) past the end.
  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    mutating func integer() -> UInt64? {
      guard offset + 8 <= bytes.count else { return nil }
      var value: UInt64 = 0
      for index in (0..<8).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
      offset += 8
      return value
    }

    /// The range of the next string's bytes (without its NUL), skipped over.
    mutating func stringRange() -> Range<Int>? {
      guard let length = integer(), length < UInt64(bytes.count),
        offset + Int(length) < bytes.count, bytes[offset + Int(length)] == 0
      else { return nil }
      let range = offset..<(offset + Int(length))
      offset = range.upperBound + 1
      return range
    }

    mutating func string() -> String? {
      stringRange().map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    mutating func skipString() -> Bool {
      stringRange() != nil
    }

    /// The next string, as a C string inside `buffer` (the reader's bytes).
    mutating func path(in buffer: UnsafeBufferPointer<UInt8>) -> UnsafePointer<CChar>? {
      guard let range = stringRange(), let base = buffer.baseAddress else { return nil }
      return UnsafeRawPointer(base + range.lowerBound).assumingMemoryBound(to: CChar.self)
    }
  }
}
