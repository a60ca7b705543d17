import Foundation

/// What the index remembers of a file to tell, cheaply, whether it changed: its size and
/// modification time (checked first, with no read) and a hash of its bytes (checked when those
/// differ, so that touching a file does not re-index it).
struct FileFingerprint: Sendable, Hashable {
  /// The file's absolute, standardised path: its key in the index.
  var key: String
  /// Its size in bytes.
  var size: Int64
  /// Its modification time, in seconds since 1970.
  var modified: Double

  /// The fingerprint of the file at `path`, or nil when it cannot be read.
  init?(path: String) {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      let size = attributes[.size] as? NSNumber,
      let modified = attributes[.modificationDate] as? Date
    else { return nil }
    key = url.path
    self.size = size.int64Value
    self.modified = modified.timeIntervalSince1970
  }

  init(key: String, size: Int64, modified: Double) {
    self.key = key
    self.size = size
    self.modified = modified
  }

  /// A 64-bit FNV-1a hash of `data`, in hexadecimal.
  static func hash(_ data: Data) -> String {
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
