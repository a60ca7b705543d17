import Foundation
import MCP

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Writes whole lines to a descriptor, one after the other, on a thread of its own.
///
/// NB: writes block (the descriptor stays as the server found it, normally blocking) on a
/// serial queue, not on the cooperative threads that answer requests: a client that reads
/// slowly holds back the writing, never the work. One line is written whole before the next
/// begins, so messages never interleave.
final class LineWriter: Sendable {
  private let descriptor: Int32
  private let queue = DispatchQueue(label: "skillgraph-mcp.output")

  /// A writer to `descriptor`.
  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Writes `message` and a newline; returns once they are written.
  func write(_ message: Data) async throws {
    try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
      queue.async { done.resume(with: Result { try self.writeLine(message) }) }
    }
  }

  /// Writes `message` and a newline from a thread that may block.
  func writeNow(_ message: Data) throws {
    try queue.sync { try writeLine(message) }
  }

  private func writeLine(_ message: Data) throws {
    var line = message
    line.append(0x0A)
    try line.withUnsafeBytes { bytes in
      guard let start = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, start + offset, bytes.count - offset)
        if written >= 0 {
          offset += written
        } else if errno == EAGAIN || errno == EWOULDBLOCK {
          // NB: a descriptor inherited non-blocking: wait until it takes more.
          var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&ready, 1, -1)
        } else if errno != EINTR {
          throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
        }
      }
    }
  }
}

#if canImport(Darwin)
  private let systemWrite = Darwin.write
#elseif canImport(Glibc)
  private let systemWrite = Glibc.write
#endif
