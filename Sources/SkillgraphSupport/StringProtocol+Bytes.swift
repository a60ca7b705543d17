import Foundation

extension StringProtocol {
  /// Whether the UTF-8 bytes of `needle` occur in this text: an exact byte search, much faster
  /// than `contains(_:)`, which compares by Unicode canonical equivalence.
  package func containsBytes(_ needle: String) -> Bool {
    var needle = needle
    return needle.withUTF8 { needleBytes in
      let found = utf8.withContiguousStorageIfAvailable { $0.containsBytes(needleBytes) }
      if let found { return found }
      return Array(utf8).withUnsafeBufferPointer { $0.containsBytes(needleBytes) }
    }
  }

  /// Whether the UTF-8 bytes of any of `needles` occur in this text.
  package func containsAnyBytes(_ needles: [String]) -> Bool {
    needles.contains { containsBytes($0) }
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// Whether the UTF-8 bytes of `needle` occur in these bytes.
  package func containsBytes(_ needle: StaticString) -> Bool {
    containsBytes(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
  }

  /// Whether `pattern` occurs in these bytes.
  package func containsBytes(_ pattern: UnsafeBufferPointer<UInt8>) -> Bool {
    guard pattern.count > 0 else { return true }
    guard count >= pattern.count, let base = baseAddress, let start = pattern.baseAddress
    else { return false }
    // NB: libc's vectorised `memchr` jumps to each candidate, even in a short heading (a byte
    // loop cost more); each is then compared whole.
    let last = count - pattern.count
    var index = 0
    while index <= last, let hit = memchr(base + index, Int32(pattern[0]), last - index + 1) {
      index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if memcmp(base + index, start, pattern.count) == 0 { return true }
      index += 1
    }
    return false
  }
}

extension String {
  /// Whether every byte of the text is ASCII: one OR over the bytes, which the compiler
  /// vectorises (`utf8.allSatisfy` went byte by byte through the generic view).
  package var isASCIIBytes: Bool {
    var text = self
    return text.withUTF8 { bytes in
      var union: UInt8 = 0
      for byte in bytes { union |= byte }
      return union < 0x80
    }
  }

  /// The lines of the text, split at `\n` bytes (a fast split that keeps empty lines).
  package var splitLines: [Substring] {
    // NB: newlines found with libc's `memchr` (`LineStarts`); a generic split tested every byte.
    var text = self
    var bounds: [(start: Int, end: Int)] = []
    text.withUTF8 { bytes in
      var start = 0
      LineStarts.forEach(in: bytes) { next in
        bounds.append((start, next - 1))
        start = next
      }
      bounds.append((start, bytes.count))
    }
    let utf8 = self.utf8
    return bounds.map { bound in
      Substring(
        utf8[
          utf8.index(
            utf8.startIndex, offsetBy: bound.start)..<utf8.index(
              utf8.startIndex, offsetBy: bound.end)])
    }
  }
}
