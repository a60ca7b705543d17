public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a pipe as its data comes, on a thread of its own with plain blocking reads, either
/// handing each chunk on or keeping it all; a test awaits the end without holding a thread.
///
/// NB: neither `FileHandle.readabilityHandler` nor `DispatchIO`: both watch the descriptor
/// with a libdispatch read source, and on Linux libdispatch's epoll backend can use a freed
/// record of the descriptor when the pipe's writing end closes (`_dispatch_event_merge_fd` reads
/// it after handing the hang-up to a source another thread may already be tearing down); with
/// many child processes ending side by side the test process crashed in
/// `_dispatch_event_loop_drain` now and then. A plain blocking read watches nothing: the thread
/// ends with the pipe.
public final class PipeReader: Sendable {
  private struct Progress: Sendable {
    var data = Data()
    var ended = false
  }

  private let progress = Watched(Progress())

  /// Starts reading `handle`, after `delay` seconds (a client that reads late lets the pipe fill
  /// up); each chunk goes to `chunk`, or is kept when there is none; `end` is called after the
  /// last chunk. The handle is kept open until the end is read.
  public init(
    _ handle: FileHandle, after delay: Double = 0,
    chunk: (@Sendable (Data) -> Void)? = nil, end: (@Sendable () -> Void)? = nil
  ) {
    let progress = progress
    let thread = Thread {
      if delay > 0 { Thread.sleep(forTimeInterval: delay) }
      Self.readToEnd(handle.fileDescriptor) { data in
        if let chunk { chunk(data) } else { progress.update { $0.data.append(data) } }
      }
      end?()
      progress.update { $0.ended = true }
      withExtendedLifetime(handle) {}
    }
    thread.name = "PipeReader"
    thread.start()
  }

  /// Reads `descriptor` to its end (or to an error), handing each chunk to `chunk`.
  private static func readToEnd(_ descriptor: Int32, chunk: (Data) -> Void) {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        chunk(Data(buffer[..<count]))
      } else if count == 0 {
        return
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        // NB: a descriptor handed over non-blocking: wait until it has more.
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, -1)
      } else if errno != EINTR {
        return
      }
    }
  }

  /// Whether the writing end is closed and everything before it was read.
  public var hasEnded: Bool { progress.current.ended }

  /// What was kept so far.
  public var dataSoFar: Data { progress.current.data }

  /// Waits for the end (for at most `seconds`, a guard against a hang); returns whether it came.
  @discardableResult
  public func end(atMost seconds: Double = .infinity) async -> Bool {
    await progress.wait(atMost: seconds) { $0.ended }.ended
  }

  /// Everything kept, once the end has come.
  public func data() async -> Data {
    await progress.wait { $0.ended }.data
  }
}
