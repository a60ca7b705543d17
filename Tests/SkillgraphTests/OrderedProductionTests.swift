import Foundation
import Testing

@testable import Skillgraph

/// Values made in the background and taken in order, as indexing writes parsed files.
@Suite("Ordered production")
struct OrderedProductionTests {
  @Test("every value is made once and taken in order", arguments: [0, 1, 2, 57])
  func inOrder(count: Int) {
    let made = Counter()
    let production = OrderedProduction(count: count) { index in
      made.add()
      return index * index
    }
    let values = (0..<count).map { production.value(at: $0) }
    production.finish()
    #expect(values == (0..<count).map { $0 * $0 })
    #expect(made.value == count)
  }

  @Test("a consumer that stops early waits only for the values being made")
  func stopsEarly() {
    let production = OrderedProduction(count: 200) { index -> Int? in
      index % 2 == 0 ? index : nil
    }
    #expect(production.value(at: 0) == 0)
    #expect(production.value(at: 1) == nil)
    production.finish()
  }
}

/// A count shared by threads.
private final class Counter: @unchecked Sendable {
  private var count = 0
  private let lock = NSLock()
  var value: Int { lock.withLock { count } }
  func add() { lock.withLock { count += 1 } }
}
