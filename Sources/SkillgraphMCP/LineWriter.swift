import Foundation
import MCP

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Writes whole lines to a descriptor, one after the other, on a thread of its own, and counts
/// the bytes waiting to be written.
///
/// NB: writes block (the descriptor stays as the server found it, normally blocking) on a
/// serial queue, not on the cooperative threads that answer requests: a client that reads
/// slowly holds back the writing, never the work. One line is written whole before the next
/// begins, so messages never interleave. The input reader calls ``waitForRoom()`` before it
/// passes on another request, so that a client that does not read holds back the reading too.
final class LineWriter: @unchecked Sendable {
  /// The most bytes waiting to be written before the reading stops: 8 MiB.
  static let maximumWaitingBytes = 8 * 1024 * 1024

  private let descriptor: Int32
  private let queue = DispatchQueue(label: "skillgraph-mcp.output")
  private let room = NSCondition()
  private var waitingBytes = 0

  /// A writer to `descriptor`.
  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Writes `message` and a newline; returns once they are written.
  func write(_ message: Data) async throws {
    let size = message.count + 1
    room.withLock { waitingBytes += size }
    try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
      queue.async {
        let result = Result { try self.writeLine(message) }
        self.room.withLock {
          self.waitingBytes -= size
          self.room.broadcast()
        }
        done.resume(with: result)
      }
    }
  }

  /// Blocks the calling thread while more than ``maximumWaitingBytes`` wait to be written.
  func waitForRoom() {
    room.lock()
    defer { room.unlock() }
    while waitingBytes > Self.maximumWaitingBytes { room.wait() }
  }

  /// Writes `message` and a newline from a thread that may block.
  func writeNow(_ message: Data) throws {
    try queue.sync { try writeLine(message) }
  }

  private func writeLine(_ message: Data) throws {
    // NB: the newline is written on its own, so that a reply of megabytes is not copied.
    try writeAll(message)
    try writeAll(Data([0x0A]))
  }

  private func writeAll(_ data: Data) throws {
    try data.withUnsafeBytes { bytes in
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
