import Foundation
import Logging
import MCP
import SkillgraphMCPTransport

/// A transport that remembers which requests are still unanswered, so that the server can finish
/// them before it exits.
///
/// The SDK handles each request in a task of its own and ends its message loop as soon as its
/// input closes: exiting then would lose every response still in flight. This wrapper notes the
/// ID of every request it passes on (decoded exactly as the SDK decodes one) and strikes it off
/// when a response with that ID goes out; ``drain(timeout:)`` waits until none is left.
actor DrainingTransport: Transport {
  private let inner: any Transport
  private var pending: [ID: Int] = [:]
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// The wrapped transport's logger.
  nonisolated let logger: Logger

  /// Wraps `inner`.
  init(_ inner: any Transport, logger: Logger) {
    self.inner = inner
    self.logger = logger
  }

  /// How many requests are still waiting for their response.
  var pendingCount: Int { pending.values.reduce(0, +) }

  func connect() async throws { try await inner.connect() }

  func disconnect() async { await inner.disconnect() }

  func send(_ data: Data) async throws {
    // NB: a response that cannot be written (the client closed its end) will never arrive
    // either: it is not waited for.
    defer { for id in JSONRPCProbe.responseIDs(in: data) { settle(id) } }
    try await inner.send(data)
  }

  nonisolated func receive() -> AsyncThrowingStream<Data, any Error> {
    AsyncThrowingStream { continuation in
      let task = Task {
        do {
          for try await message in await inner.receive() {
            await note(message)
            continuation.yield(message)
          }
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
    if pendingCount > 0 {
      let deadline = Task { [weak self] in
        try? await Task.sleep(for: timeout)
        await self?.wakeWaiters()
      }
      await withCheckedContinuation { waiters.append($0) }
      deadline.cancel()
    }
    return pendingCount
  }

  private func note(_ message: Data) {
    for id in JSONRPCProbe.requestIDs(in: message) { pending[id, default: 0] += 1 }
    // NB: a cancelled request gets no response (the SDK drops it), so it is no longer awaited.
    for id in JSONRPCProbe.cancelledIDs(in: message) { settle(id) }
  }

  private func settle(_ id: ID) {
    guard let count = pending[id] else { return }
    pending[id] = count > 1 ? count - 1 : nil
    if pending.isEmpty { wakeWaiters() }
  }

  private func wakeWaiters() {
    let woken = waiters
    waiters = []
    woken.forEach { $0.resume() }
  }
}
