/// The lines of a text as cmark-gfm splits them (at `\n`, `\r\n` and `\r`), with the blank ones
/// marked, for the input guard.
struct GuardLines {
  /// The offset of each line's first byte.
  private(set) var starts: [Int] = []
  /// The offset just past each line's last byte, its line ending excluded.
  private(set) var ends: [Int] = []
  /// Each line's number as the rest of Skillgraph counts lines (at `\n` only).
  private(set) var numbers: [Int] = []
  /// For each line, the first blank line at or after it (`count` when none): a table or a
  /// paragraph cannot reach past it.
  private(set) var nextBlank: [Int] = []

  init(_ bytes: [UInt8]) {
    var start = 0
    var number = 1
    var offset = 0
    while offset <= bytes.count {
      let byte = offset < bytes.count ? bytes[offset] : nil
      guard byte == nil || byte == 0x0A || byte == 0x0D else {
        offset += 1
        continue
      }
      starts.append(start)
      ends.append(offset)
      numbers.append(number)
      if byte == 0x0D, offset + 1 < bytes.count, bytes[offset + 1] == 0x0A { offset += 1 }
      if offset < bytes.count, bytes[offset] == 0x0A { number += 1 }
      offset += 1
      start = offset
      if byte == nil { break }
    }
    nextBlank = Array(repeating: starts.count, count: starts.count)
    var next = starts.count
    for line in starts.indices.reversed() {
      if Self.isBlank(bytes[starts[line]..<ends[line]]) { next = line }
      nextBlank[line] = next
    }
  }

  /// The number of lines.
  var count: Int { starts.count }

  /// The offset of the first byte after the line's container prefix (spaces, tabs, `>`).
  func contentStart(_ line: Int, in bytes: [UInt8]) -> Int {
    var offset = starts[line]
    while offset < ends[line], Self.isPrefixByte(bytes[offset]) { offset += 1 }
    return offset
  }

  /// NB: a line of only spaces, tabs and `>` is blank, or blank inside a block quote, or opens
  /// a block quote: in each case a table or a paragraph before it has ended.
  private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
    line.allSatisfy(isPrefixByte)
  }

  private static func isPrefixByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ">")
  }
}
