import Foundation
import Logging
import MCP

/// A transport that strikes each request off a ``RequestLedger`` once its response is written,
/// so that the server can finish the requests still in flight before it exits.
///
/// The SDK handles each request in a task of its own and ends its message loop as soon as its
/// input closes: exiting then would lose every response still in flight. The inner transport
/// notes each request in the ledger as it passes it on; this wrapper strikes it off when a
/// response with its ID has been written, and ``drain(timeout:)`` waits until none is left.
actor DrainingTransport: Transport {
  private let inner: any Transport
  private let ledger: RequestLedger

  /// The wrapped transport's logger.
  nonisolated let logger: Logger

  /// Wraps `inner`, which notes the requests it passes on in `ledger`.
  init(_ inner: any Transport, ledger: RequestLedger, logger: Logger) {
    self.inner = inner
    self.ledger = ledger
    self.logger = logger
  }

  /// How many requests are still waiting for their response.
  var pendingCount: Int { ledger.unanswered }

  func connect() async throws { try await inner.connect() }

  func disconnect() async { await inner.disconnect() }

  func send(_ data: Data) async throws {
    // NB: a response that cannot be written (the client closed its end) will never arrive
    // either: it is not waited for.
    defer { ledger.settle(data) }
    try await inner.send(data)
  }

  nonisolated func receive() -> AsyncThrowingStream<Data, any Error> {
    AsyncThrowingStream { continuation in
      let task = Task {
        do {
          for try await message in await inner.receive() { continuation.yield(message) }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Waits until every request passed on has had its response, or `timeout` has passed; returns
  /// how many are still unanswered.
  func drain(timeout: Duration) async -> Int {
    // NB: polled: this runs once, when stdin has closed, and most often finds nothing to wait
    // for.
    let deadline = ContinuousClock.now + timeout
    while ledger.unanswered > 0, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(10))
    }
    return ledger.unanswered
  }
}
