import Foundation

// NB: @unchecked: `state` and `waiters` are read and changed only with `lock` held, and no
// continuation is resumed with it held.

/// A state that other threads change (a pipe's reader, a process's end), and that a test awaits
/// until it meets a condition: the awaiting task is suspended, no thread is held, so that tests
/// waiting on child processes leave Swift's cooperative threads to the other tests.
public final class Watched<State: Sendable>: @unchecked Sendable {
  private struct Waiter {
    var condition: @Sendable (State) -> Bool
    var continuation: CheckedContinuation<State, Never>
    var timer: Task<Void, Never>?
  }

  private let lock = NSLock()
  private var state: State
  private var waiters: [UInt64: Waiter] = [:]
  private var nextWaiter: UInt64 = 0

  /// A watched `state`.
  public init(_ state: State) {
    self.state = state
  }

  /// The state now.
  public var current: State { lock.withLock { state } }

  /// Changes the state with `change`, then wakes every wait whose condition now holds.
  @discardableResult
  public func update<Result>(_ change: (inout State) -> Result) -> Result {
    let (result, woken, now) = lock.withLock {
      let result = change(&state)
      let ready = waiters.filter { $0.value.condition(state) }
      for id in ready.keys { waiters[id] = nil }
      return (result, Array(ready.values), state)
    }
    for waiter in woken {
      waiter.timer?.cancel()
      waiter.continuation.resume(returning: now)
    }
    return result
  }

  /// The state once `condition` holds for it, or once `seconds` have passed (a guard against a
  /// hang: the caller checks the condition again).
  public func wait(
    atMost seconds: Double = .infinity, until condition: @escaping @Sendable (State) -> Bool
  ) async -> State {
    await withCheckedContinuation { continuation in
      let ready: State? = lock.withLock {
        if condition(state) || seconds <= 0 { return state }
        let id = nextWaiter
        nextWaiter += 1
        var waiter = Waiter(condition: condition, continuation: continuation)
        if seconds.isFinite {
          waiter.timer = Task { [weak self] in
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            if !Task.isCancelled { self?.expire(id) }
          }
        }
        waiters[id] = waiter
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  private func expire(_ id: UInt64) {
    let expired = lock.withLock { (waiters.removeValue(forKey: id), state) }
    expired.0?.continuation.resume(returning: expired.1)
  }
}
