import Foundation

/// Values made on every core in the background and taken in index order as each is ready, so
/// that a serial consumer (the index writes) works while the rest are still being made.
///
/// Values are claimed lowest index first. A consumer waiting for a value nobody has claimed
/// makes it itself, so the work ends even when no background thread is free (a caller on a
/// thread of the pool the background work needs). `value(at:)` hands each value over once.
package final class OrderedProduction<T: Sendable>: @unchecked Sendable {
  private var storage: [T?]
  private var next = 0
  private var inFlight = 0
  private let body: @Sendable (Int) -> T
  private let condition = NSCondition()

  /// Starts making `count` values with `body`, on every core, lowest indexes first.
  package init(count: Int, _ body: @escaping @Sendable (Int) -> T) {
    storage = Array(repeating: nil, count: count)
    self.body = body
    guard count > 1 else { return }
    let workers = ProcessInfo.processInfo.activeProcessorCount
    DispatchQueue.global().async { [self] in
      DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let index = claim() { store(index) }
      }
    }
  }

  /// The value at `index`, once it is made; each index is taken once.
  package func value(at index: Int) -> T {
    condition.lock()
    while next <= index {
      let claimed = next
      next += 1
      inFlight += 1
      condition.unlock()
      store(claimed)
      condition.lock()
    }
    while storage[index] == nil { condition.wait() }
    defer {
      storage[index] = nil
      condition.unlock()
    }
    guard let value = storage[index] else { preconditionFailure("a value was taken twice") }
    return value
  }

  /// Stops handing out work and waits for the values being made.
  package func finish() {
    condition.withLock {
      next = storage.count
      while inFlight > 0 { condition.wait() }
    }
  }

  /// The lowest index nobody has claimed, claimed.
  private func claim() -> Int? {
    condition.withLock {
      guard next < storage.count else { return nil }
      defer { next += 1 }
      inFlight += 1
      return next
    }
  }

  /// Makes the value at a claimed `index` and stores it.
  private func store(_ index: Int) {
    let value = body(index)
    condition.withLock {
      storage[index] = value
      inFlight -= 1
      condition.broadcast()
    }
  }
}
