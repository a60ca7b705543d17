import Foundation

/// A hash set of short byte strings (the search index's words), each numbered in the order it
/// was first seen. Words are looked up by their bytes, so finding one allocates nothing: this
/// is the search index's inner loop, run for every word of every section.
package struct WordTable: Sendable {
  /// Every word's bytes, one after another.
  package private(set) var bytes: [UInt8] = []
  /// Word `n` is `bytes[starts[n]..<starts[n + 1]]`.
  package private(set) var starts: [Int32] = [0]
  private var hashes: [UInt32] = []
  private var slots: [Int32]

  /// Creates an empty table with room for about `capacity` words.
  package init(capacity: Int) {
    var size = 64
    while size < capacity * 2 { size *= 2 }
    slots = Array(repeating: -1, count: size)
    bytes.reserveCapacity(capacity * 8)
  }

  /// The number of words.
  package var count: Int { hashes.count }

  /// The bytes of word `number`.
  package func word(_ number: Int32) -> ArraySlice<UInt8> {
    bytes[Int(starts[Int(number)])..<Int(starts[Int(number) + 1])]
  }

  /// The number of `word`, added when it is new.
  package mutating func number(of word: UnsafeBufferPointer<UInt8>) -> Int32 {
    var hash: UInt32 = 2_166_136_261
    for byte in word { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while true {
      let found = slots[slot]
      if found < 0 { break }
      if hashes[Int(found)] == hash, matches(word, Int(found)) { return found }
      slot = (slot + 1) & mask
    }
    let number = Int32(hashes.count)
    slots[slot] = number
    hashes.append(hash)
    bytes.append(contentsOf: word)
    starts.append(Int32(bytes.count))
    if hashes.count * 2 > slots.count { grow() }
    return number
  }

  private func matches(_ word: UnsafeBufferPointer<UInt8>, _ number: Int) -> Bool {
    let start = Int(starts[number])
    guard Int(starts[number + 1]) - start == word.count else { return false }
    return bytes.withUnsafeBufferPointer { stored in
      memcmp(stored.baseAddress! + start, word.baseAddress!, word.count) == 0
    }
  }

  private mutating func grow() {
    slots = Array(repeating: -1, count: slots.count * 2)
    let mask = slots.count - 1
    for (number, hash) in hashes.enumerated() {
      var slot = Int(hash) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(number)
    }
  }
}
