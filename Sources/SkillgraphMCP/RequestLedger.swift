import Foundation
import MCP
import SkillgraphMCPTransport

/// The requests passed on to the SDK and not answered yet, by ID as the SDK reads them.
///
/// The input reader notes each message before the SDK sees it and, before it passes on the
/// next, waits until fewer than ``maximumUnanswered`` requests are unanswered. A request is
/// struck off once its response has been written, or when the client cancels it (the SDK then
/// drops the response). So a client that asks faster than it reads holds back the reading, not
/// the server's memory; and once stdin closes, the server knows which answers it still owes.
final class RequestLedger: @unchecked Sendable {
  /// The most requests being answered at once.
  static let maximumUnanswered = 8

  private let condition = NSCondition()
  private var pending: [ID: Int] = [:]
  private var count = 0

  /// A ledger with nothing in it.
  init() {}

  /// How many requests are still waiting for their response.
  var unanswered: Int { condition.withLock { count } }

  /// Notes the requests in `message` (one message or a batch) and strikes off the ones it
  /// cancels.
  func note(_ message: Data) {
    let requests = JSONRPCProbe.requestIDs(in: message)
    let cancelled = JSONRPCProbe.cancelledIDs(in: message)
    guard !requests.isEmpty || !cancelled.isEmpty else { return }
    condition.withLock {
      for id in requests { pending[id, default: 0] += 1 }
      count += requests.count
      for id in cancelled { strike(id) }
    }
  }

  /// Strikes off the requests that `reply`, a message the server wrote, answers.
  func settle(_ reply: Data) {
    let answered = JSONRPCProbe.responseIDs(in: reply)
    guard !answered.isEmpty else { return }
    condition.withLock {
      for id in answered { strike(id) }
    }
  }

  /// Blocks the calling thread while ``maximumUnanswered`` requests or more are unanswered.
  func waitForRoom() {
    condition.lock()
    defer { condition.unlock() }
    while count >= Self.maximumUnanswered { condition.wait() }
  }

  /// Strikes off one request with `id`, if one is pending; the lock is held.
  private func strike(_ id: ID) {
    guard let times = pending[id] else { return }
    pending[id] = times > 1 ? times - 1 : nil
    count -= 1
    condition.broadcast()
  }
}
