import Foundation
import SkillgraphSupport

/// The lines of a source file, for cutting out the Markdown of an entity.
public struct SourceText: Sendable, Hashable {
  private let text: String
  /// The UTF-8 offset where each line starts, plus one past the end of the text.
  ///
  /// NB: 32 bits an offset, and no spare capacity: the loader's files are at most 5 MB, and a
  /// site build of 3,270 files kept 22 MB of reserved offsets with `Int` and the guess below.
  private let lineStarts: [UInt32]

  /// Indexes the lines of `text`.
  public init(_ text: String) {
    var text = text
    text.makeContiguousUTF8()
    self.text = text
    lineStarts = text.withUTF8 { bytes in
      precondition(bytes.count < Int(UInt32.max), "a source text is over 4 GB")
      var starts = [0]
      // NB: a guess at the line count (most lines are shorter), so the array rarely grows.
      starts.reserveCapacity(bytes.count / 24 + 2)
      LineStarts.forEach(in: bytes) { starts.append($0) }
      starts.append(bytes.count + 1)
      return starts.map { UInt32(truncatingIfNeeded: $0) }
    }
  }

  /// The number of lines, as `wc -l` counts them: a final newline ends the last line, it does
  /// not start another (an empty text is one empty line).
  public var lineCount: Int {
    let count = lineStarts.count - 1
    let endsWithNewline = count > 1 && lineStarts[count - 1] == lineStarts[count] - 1
    return endsWithNewline ? count - 1 : count
  }

  /// The 1-based line `number` without its newline, or an empty string past the end.
  public func line(_ number: Int) -> Substring {
    guard number >= 1, number <= lineCount else { return "" }
    return slice(from: Int(lineStarts[number - 1]), to: Int(lineStarts[number]) - 1)
  }

  /// The text of lines `start...end` (1-based, clamped), joined by newlines.
  public func lines(_ start: Int, through end: Int) -> String {
    let lower = max(1, start)
    let upper = min(lineCount, end)
    guard lower <= upper else { return "" }
    return String(slice(from: Int(lineStarts[lower - 1]), to: Int(lineStarts[upper]) - 1))
  }

  /// Lines `start...end` (1-based) with their newlines, sharing this text's storage, when
  /// they are exactly `text`; nil otherwise.
  package func sharedLines(_ start: Int, through end: Int, equalTo text: String) -> Substring? {
    guard start >= 1, start <= end, end < lineStarts.count - 1 else { return nil }
    let lines = slice(from: Int(lineStarts[start - 1]), to: Int(lineStarts[end]))
    return lines.utf8.elementsEqual(text.utf8) ? lines : nil
  }

  private func slice(from start: Int, to end: Int) -> Substring {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: start)
    let upper = utf8.index(utf8.startIndex, offsetBy: min(max(start, end), utf8.count))
    return text[lower..<upper]
  }

  /// The lines that contain any of `needles`. Each needle is found by libc's vectorised
  /// `memchr` on its least common byte, then compared whole: far cheaper than a byte loop.
  package func lineIndex(containingAnyOf needles: [String]) -> LineIndex {
    var text = text
    var found: [Int] = []
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      for needle in needles where !needle.isEmpty {
        let pattern = Array(needle.utf8)
        let anchor = Self.anchorIndex(of: pattern)
        var offset = anchor
        while offset < bytes.count,
          let hit = memchr(base + offset, Int32(pattern[anchor]), bytes.count - offset)
        {
          let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
          let start = position - anchor
          if start + pattern.count <= bytes.count,
            memcmp(base + start, pattern, pattern.count) == 0
          {
            let line = lineNumber(atOffset: start)
            found.append(line)
            offset = max(position + 1, Int(lineStarts[line]) + anchor)
          } else {
            offset = position + 1
          }
        }
      }
    }
    found.sort()
    var distinct: [Int] = []
    distinct.reserveCapacity(found.count)
    for line in found where distinct.last != line { distinct.append(line) }
    return LineIndex(sorted: distinct)
  }

  /// The position of the byte in `pattern` least likely in prose: punctuation and non-ASCII
  /// bytes before digits and capitals, before lowercase letters and spaces.
  private static func anchorIndex(of pattern: [UInt8]) -> Int {
    func commonness(_ byte: UInt8) -> Int {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: " "): 3
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): 2
      case 0x80...0xBF: 0
      default: 1
      }
    }
    return pattern.indices.min { commonness(pattern[$0]) < commonness(pattern[$1]) } ?? 0
  }

  /// The 1-based line holding the UTF-8 `offset`.
  private func lineNumber(atOffset offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }
}
