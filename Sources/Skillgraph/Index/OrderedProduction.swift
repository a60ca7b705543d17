import Foundation

/// Values made on every core in the background and taken in index order as each is ready, so
/// that a serial consumer (the index writes) works while the rest are still being made.
///
/// `value(at:)` waits for its value and hands it over once: the producer keeps nothing a
/// consumer has taken. `finish()` waits for every value to be made, taken or not.
final class OrderedProduction<T: Sendable>: @unchecked Sendable {
  private var storage: [T?]
  private let condition = NSCondition()
  private let group = DispatchGroup()

  /// Starts making `count` values with `body`, on every core, lowest indexes first.
  init(count: Int, _ body: @escaping @Sendable (Int) -> T) {
    storage = Array(repeating: nil, count: count)
    guard count > 0 else { return }
    DispatchQueue.global().async(group: group) { [self] in
      DispatchQueue.concurrentPerform(iterations: count) { index in
        let value = body(index)
        condition.withLock {
          storage[index] = value
          condition.broadcast()
        }
      }
    }
  }

  /// The value at `index`, once it is made; each index is taken once.
  func value(at index: Int) -> T {
    condition.withLock {
      while storage[index] == nil { condition.wait() }
      defer { storage[index] = nil }
      guard let value = storage[index] else { preconditionFailure("a value was taken twice") }
      return value
    }
  }

  /// Waits until every value is made.
  func finish() {
    group.wait()
  }
}
