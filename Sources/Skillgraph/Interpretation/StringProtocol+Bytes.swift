import Foundation

extension StringProtocol {
  /// Whether the UTF-8 bytes of `needle` occur in this text: an exact byte search, much faster
  /// than `contains(_:)`, which compares by Unicode canonical equivalence.
  func containsBytes(_ needle: String) -> Bool {
    var needle = needle
    return needle.withUTF8 { needleBytes in
      let found = utf8.withContiguousStorageIfAvailable { haystack in
        Self.search(haystack, needleBytes)
      }
      if let found { return found }
      let copy = Array(utf8)
      return copy.withUnsafeBufferPointer { Self.search($0, needleBytes) }
    }
  }

  /// Whether the UTF-8 bytes of any of `needles` occur in this text.
  func containsAnyBytes(_ needles: [String]) -> Bool {
    needles.contains { containsBytes($0) }
  }

  private static func search(
    _ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard needle.count > 0 else { return true }
    guard haystack.count >= needle.count else { return false }
    let first = needle[0]
    var index = 0
    let last = haystack.count - needle.count
    // NB: libc's vectorised `memchr` jumps to each candidate, even in a short heading: a byte
    // loop cost more.
    if let base = haystack.baseAddress {
      while index <= last, let hit = memchr(base + index, Int32(first), last - index + 1) {
        index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        if memcmp(base + index, needle.baseAddress!, needle.count) == 0 { return true }
        index += 1
      }
      return false
    }
    while index <= last {
      if haystack[index] == first {
        var offset = 1
        while offset < needle.count, haystack[index + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { return true }
      }
      index += 1
    }
    return false
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// Whether the UTF-8 bytes of `needle` occur in these bytes.
  func containsBytes(_ needle: StaticString) -> Bool {
    let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
    guard pattern.count > 0 else { return true }
    guard count >= pattern.count, let base = baseAddress else { return false }
    // NB: candidates found by libc's vectorised `memchr`, then compared whole.
    let last = count - pattern.count
    var index = 0
    while index <= last, let hit = memchr(base + index, Int32(pattern[0]), last - index + 1) {
      index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if memcmp(base + index, pattern.baseAddress!, pattern.count) == 0 { return true }
      index += 1
    }
    return false
  }
}

extension String {
  /// Whether every byte of the text is ASCII: one OR over the bytes, which the compiler
  /// vectorises (`utf8.allSatisfy` went byte by byte through the generic view).
  var isASCIIBytes: Bool {
    var text = self
    return text.withUTF8 { bytes in
      var union: UInt8 = 0
      for byte in bytes { union |= byte }
      return union < 0x80
    }
  }

  /// The lines of the text, split at `\n` bytes (a fast split that keeps empty lines).
  var splitLines: [Substring] {
    // NB: newlines found with libc's `memchr`; a generic split tested every byte.
    var text = self
    var bounds: [(start: Int, end: Int)] = []
    text.withUTF8 { bytes in
      var start = 0
      if let base = bytes.baseAddress {
        while start < bytes.count, let hit = memchr(base + start, 0x0A, bytes.count - start) {
          let end = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
          bounds.append((start, end))
          start = end + 1
        }
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
