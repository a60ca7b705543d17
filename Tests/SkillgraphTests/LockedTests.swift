import Foundation
import SkillgraphSupport
import Testing

@Suite("a value behind a lock")
struct LockedTests {
  @Test("changes from many threads at once are all kept")
  func concurrentChangesAreKept() {
    let counter = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
      counter.withLock { $0 += 1 }
    }
    #expect(counter.withLock { $0 } == 1_000)
  }

  @Test("withLock returns what its body returns")
  func returnsTheBodysResult() {
    let names = Locked(["a"])
    let count = names.withLock { names in
      names.append("b")
      return names.count
    }
    #expect(count == 2)
  }
}
