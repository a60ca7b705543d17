import Foundation
import SkillgraphSupport

/// Where each line of a source text starts, for turning a UTF-8 offset into a line and column as
/// swift-syntax counts them (a line ends at `\n`, `\r` or `\r\n`; the column is the UTF-8 offset
/// in the line, from 1). Made from the text's bytes, without walking the syntax tree.
struct LineTable {
  /// The UTF-8 offset where each line starts.
  private let starts: [Int32]

  /// The lines of `text`.
  init(_ text: String) {
    var text = text
    starts = text.withUTF8 { bytes in
      var starts: [Int32] = [0]
      guard let base = bytes.baseAddress else { return starts }
      starts.reserveCapacity(bytes.count / 32 + 1)
      if memchr(base, 0x0D, bytes.count) == nil {
        // NB: the vectorised search, when every line ends in `\n` alone.
        LineStarts.forEach(in: bytes) { starts.append(Int32(truncatingIfNeeded: $0)) }
        return starts
      }
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
        if byte == 0x0A || byte == 0x0D { starts.append(Int32(truncatingIfNeeded: index)) }
      }
      return starts
    }
  }

  /// The line and column (both from 1) of the UTF-8 `offset`.
  func location(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(starts[middle]) <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - Int(starts[low]) + 1)
  }
}
