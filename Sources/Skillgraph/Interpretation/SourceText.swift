/// The lines of a source file, for cutting out the Markdown of an entity.
public struct SourceText: Sendable, Hashable {
  private let text: String
  /// The UTF-8 offset where each line starts, plus one past the end of the text.
  private let lineStarts: [Int]

  /// Indexes the lines of `text`.
  public init(_ text: String) {
    var text = text
    text.makeContiguousUTF8()
    self.text = text
    lineStarts = text.withUTF8 { bytes in
      var starts = [0]
      for offset in 0..<bytes.count where bytes[offset] == 0x0A {
        starts.append(offset + 1)
      }
      starts.append(bytes.count + 1)
      return starts
    }
  }

  /// The number of lines.
  public var lineCount: Int { lineStarts.count - 1 }

  /// The 1-based line `number` without its newline, or an empty string past the end.
  public func line(_ number: Int) -> Substring {
    guard number >= 1, number <= lineCount else { return "" }
    return slice(from: lineStarts[number - 1], to: lineStarts[number] - 1)
  }

  /// The text of lines `start...end` (1-based, clamped), joined by newlines.
  public func lines(_ start: Int, through end: Int) -> String {
    let lower = max(1, start)
    let upper = min(lineCount, end)
    guard lower <= upper else { return "" }
    return String(slice(from: lineStarts[lower - 1], to: lineStarts[upper] - 1))
  }

  private func slice(from start: Int, to end: Int) -> Substring {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: start)
    let upper = utf8.index(utf8.startIndex, offsetBy: min(max(start, end), utf8.count))
    return text[lower..<upper]
  }

  /// The lines that contain any of `needles`, found in one tight pass over the bytes (far
  /// cheaper than searching line by line, or once per needle).
  func lineIndex(containingAnyOf needles: [String]) -> LineIndex {
    let patterns = needles.map { Array($0.utf8) }.filter { !$0.isEmpty }
    var candidates = [[Int]](repeating: [], count: 256)
    var isFirstByte = [Bool](repeating: false, count: 256)
    for (index, pattern) in patterns.enumerated() {
      candidates[Int(pattern[0])].append(index)
      isFirstByte[Int(pattern[0])] = true
    }
    var text = text
    let found: [Int] = text.withUTF8 { bytes in
      var result: [Int] = []
      var line = 1
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x0A {
          line += 1
        } else if isFirstByte[Int(byte)], result.last != line {
          for candidate in candidates[Int(byte)] {
            let pattern = patterns[candidate]
            guard index + pattern.count <= bytes.count else { continue }
            var offset = 1
            while offset < pattern.count, bytes[index + offset] == pattern[offset] { offset += 1 }
            if offset == pattern.count {
              result.append(line)
              break
            }
          }
        }
        index += 1
      }
      return result
    }
    return LineIndex(sorted: found)
  }
}
