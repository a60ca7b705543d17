public import Foundation

/// Reads a pipe as its data comes (on a Dispatch queue, through `DispatchIO`), either handing
/// each chunk on or keeping it all; a test awaits the end without holding a thread.
///
/// NB: not `FileHandle.readabilityHandler`: on Linux it can miss the end of a pipe that
/// arrives together with the last data, and the wait for the end then never returns.
public final class PipeReader: Sendable {
  private struct Progress: Sendable {
    var data = Data()
    var ended = false
  }

  private let progress = Watched(Progress())

  /// Starts reading `handle`, after `delay` seconds (a client that reads late lets the pipe fill
  /// up); each chunk goes to `chunk`, or is kept when there is none; `end` is called after the
  /// last chunk.
  public init(
    _ handle: FileHandle, after delay: Double = 0,
    chunk: (@Sendable (Data) -> Void)? = nil, end: (@Sendable () -> Void)? = nil
  ) {
    let progress = progress
    let queue = DispatchQueue(label: "PipeReader")
    let start: @Sendable () -> Void = {
      let reading = DispatchIO(
        type: .stream, fileDescriptor: handle.fileDescriptor, queue: queue,
        cleanupHandler: { _ in _ = handle })
      reading.setLimit(lowWater: 1)
      reading.read(offset: 0, length: Int.max, queue: queue) { done, bytes, _ in
        if let bytes, !bytes.isEmpty {
          let data = Data(bytes)
          if let chunk { chunk(data) } else { progress.update { $0.data.append(data) } }
        }
        if done {
          reading.close()
          end?()
          progress.update { $0.ended = true }
        }
      }
    }
    if delay > 0 {
      queue.asyncAfter(deadline: .now() + delay, execute: start)
    } else {
      start()
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
