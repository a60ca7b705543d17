import Foundation

/// A flag one thread sets and another reads.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  /// Whether it was set.
  var isSet: Bool { lock.withLock { value } }

  /// Sets it.
  func set() { lock.withLock { value = true } }

  /// Sets it; returns whether it was not set before.
  func setOnce() -> Bool {
    lock.withLock {
      defer { value = true }; return !value
    }
  }
}
