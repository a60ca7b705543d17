import Foundation

/// Where the lines of UTF-8 bytes start, line ends found by libc's vectorised `memchr`: a byte
/// loop cost more than the rest of indexing a file's lines together.
package enum LineStarts {
  /// Calls `body` with the offset just after each `\n` of `bytes`, in order (the first line's
  /// start, 0, is not given); `\r` is a character like any other.
  package static func forEach(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count, let hit = memchr(base + offset, 0x0A, bytes.count - offset) {
      offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
      body(offset)
    }
  }
}
