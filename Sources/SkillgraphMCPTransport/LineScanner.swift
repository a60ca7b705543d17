package import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Cuts a byte stream into lines, one JSON-RPC message each, in one pass over the bytes.
///
/// Each byte is looked at once: a chunk is searched for the newline from where the last search
/// stopped, never from the start of the line, so a long line costs time in proportion to its
/// length. Blank lines (only spaces, tabs and carriage returns) are skipped. A line longer than
/// ``limit`` bytes is not kept: it is reported once as ``Event/oversized`` and the rest of it is
/// skipped up to its newline.
package struct LineScanner: Sendable {
  /// The longest message the server reads: 4 MiB.
  package static let defaultLimit = 4 * 1024 * 1024

  /// What the scanner found.
  package enum Event: Equatable, Sendable {
    /// A whole line, without its newline.
    case line(Data)
    /// A line longer than the limit, dropped.
    case oversized
  }

  /// The longest line kept, in bytes (without the newline).
  package let limit: Int
  private var line = Data()
  private var skippingRest = false

  /// A scanner that keeps lines of at most `limit` bytes.
  package init(limit: Int = Self.defaultLimit) {
    precondition(limit > 0, "a line limit must be positive")
    self.limit = limit
  }

  /// Scans `bytes`, the next part of the stream, and reports what it completes.
  package mutating func scan(_ bytes: UnsafeRawBufferPointer, _ report: (Event) -> Void) {
    guard let base = bytes.baseAddress else { return }
    var start = 0
    while start < bytes.count {
      let found = memchr(base + start, 0x0A, bytes.count - start)
      let newline = found.map { base.distance(to: UnsafeRawPointer($0)) }
      let end = newline ?? bytes.count
      take(UnsafeRawBufferPointer(rebasing: bytes[start..<end]), report)
      if newline != nil { endLine(report) }
      start = end + 1
    }
  }

  /// Reports the last line when the stream ended without a newline after it.
  package mutating func finish(_ report: (Event) -> Void) {
    endLine(report)
  }

  private mutating func take(_ part: UnsafeRawBufferPointer, _ report: (Event) -> Void) {
    guard !skippingRest, !part.isEmpty else { return }
    if line.count + part.count > limit {
      report(.oversized)
      line = Data()
      skippingRest = true
    } else {
      line.append(contentsOf: part)
    }
  }

  private mutating func endLine(_ report: (Event) -> Void) {
    defer {
      line.removeAll(keepingCapacity: line.count <= 64 * 1024)
      skippingRest = false
    }
    if !skippingRest, line.contains(where: { !Self.isBlank($0) }) { report(.line(line)) }
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D
  }
}
