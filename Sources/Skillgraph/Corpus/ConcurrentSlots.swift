import Foundation

/// One slot per task, filled by concurrent workers and read once they are all done.
final class ConcurrentSlots<Element: Sendable>: @unchecked Sendable {
  private var storage: [Element?]
  private let lock = NSLock()

  /// Slots for `count` tasks, all empty.
  init(count: Int) {
    storage = Array(repeating: nil, count: count)
  }

  /// Fills slot `index`.
  func store(_ value: Element, at index: Int) {
    lock.lock()
    defer { lock.unlock() }
    storage[index] = value
  }

  /// Every slot's value, in order; each slot must have been filled.
  var values: [Element] {
    lock.lock()
    defer { lock.unlock() }
    return storage.map { value in
      guard let value else { preconditionFailure("a concurrent task left its slot empty") }
      return value
    }
  }
}
