import Foundation

/// Runs `body` for every index in `0..<count` on every core and returns the results in index
/// order, so that work spread over threads still gives a deterministic result.
func parallelMap<T>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
  let results = ParallelResults<T>(count: count)
  DispatchQueue.concurrentPerform(iterations: count) { index in
    results.store(body(index), at: index)
  }
  return results.values
}

/// Results stored from several threads, each at its own index.
private final class ParallelResults<T>: @unchecked Sendable {
  private var storage: [T?]
  private let lock = NSLock()

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func store(_ value: T, at index: Int) {
    lock.withLock { storage[index] = value }
  }

  var values: [T] { lock.withLock { storage.map { $0! } } }
}
