import SkillgraphSupport

/// The byte offsets of each line of a UTF-8 text, for looking at a line by number.
struct SourceLines {
  private let utf8: [UInt8]
  private let starts: [Int]

  init(utf8: [UInt8]) {
    self.utf8 = utf8
    var starts = [0]
    starts.reserveCapacity(utf8.count / 24 + 2)
    utf8.withUnsafeBufferPointer { bytes in
      LineStarts.forEach(in: bytes) { starts.append($0) }
    }
    self.starts = starts
  }

  /// The number of lines.
  var count: Int { starts.count }

  /// The bytes of the 1-based line `number`, without its line ending.
  func line(_ number: Int) -> ArraySlice<UInt8> {
    guard number >= 1, number <= starts.count else { return [] }
    let start = starts[number - 1]
    var end = number < starts.count ? starts[number] - 1 : utf8.count
    if end > start, utf8[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return utf8[start..<max(start, end)]
  }

  /// Whether the 1-based line closes a fence opened with `length` copies of `character`.
  func isClosingFence(line number: Int, character: UInt8, length: Int) -> Bool {
    // NB: a container prefix ("> ", list indentation) may stand before the fence.
    let bytes = line(number).drop { byte in
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ">")
    }
    let run = bytes.prefix { $0 == character }.count
    guard run >= length else { return false }
    return bytes.dropFirst(run).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
  }

  /// Whether the 1-based line holds only white space.
  func isBlank(line number: Int) -> Bool {
    line(number).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
  }
}
