import Foundation

/// Runs `body` for every index in `0..<count` on every core and returns the results in index
/// order, so that work spread over threads still gives a deterministic result. `order`, a
/// permutation of the indices, says which to start first (the largest work first, so that no
/// big item is left for one core at the end); by default they start in index order.
package func parallelMap<T>(
  _ count: Int, startingWith order: [Int]? = nil, _ body: @Sendable (Int) -> T
)
  -> [T]
{
  precondition(order == nil || order!.count == count, "the order must list every index once")
  let results = Locked<[T?]>(Array(repeating: nil, count: count))
  DispatchQueue.concurrentPerform(iterations: count) { position in
    let index = order?[position] ?? position
    let value = body(index)
    results.withLock { $0[index] = value }
  }
  return results.withLock { values in
    values.map { value in
      guard let value else { preconditionFailure("a parallel task left its result empty") }
      return value
    }
  }
}
