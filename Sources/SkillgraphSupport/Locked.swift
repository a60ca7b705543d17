import Foundation

/// A value shared between threads, read and changed only while its lock is held: what
/// Synchronization's `Mutex` does, for macOS 14 (`Mutex` needs macOS 15).
// NB: @unchecked: every access to `state` goes through `withLock`, under `lock`.
package final class Locked<State>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  /// A lock around `state`.
  package init(_ state: State) {
    self.state = state
  }

  /// Runs `body` on the state with the lock held, and returns what it returns.
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
