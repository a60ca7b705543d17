/// The lines of a source file, for cutting out the Markdown of an entity.
public struct SourceText: Sendable, Hashable {
  private let lines: [Substring]
  private let text: String

  /// Splits `text` into lines.
  public init(_ text: String) {
    self.text = text
    lines = text.splitLines
  }

  /// The lines that contain any of `needles`, found in one tight pass over the bytes (far
  /// cheaper than searching line by line, or once per needle).
  func lineIndex(containingAnyOf needles: [String]) -> LineIndex {
    let patterns = needles.map { Array($0.utf8) }.filter { !$0.isEmpty }
    var candidates = [[Int]](repeating: [], count: 256)
    for (index, pattern) in patterns.enumerated() { candidates[Int(pattern[0])].append(index) }
    var text = text
    let found: [Int] = text.withUTF8 { bytes in
      var result: [Int] = []
      var line = 1
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x0A {
          line += 1
        } else if !candidates[Int(byte)].isEmpty, result.last != line {
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

  /// The number of lines.
  public var lineCount: Int { lines.count }

  /// The text of lines `start...end` (1-based, clamped), joined by newlines.
  public func lines(_ start: Int, through end: Int) -> String {
    let lower = max(1, start)
    let upper = min(lines.count, end)
    guard lower <= upper else { return "" }
    return lines[(lower - 1)..<upper].joined(separator: "\n")
  }

  /// The 1-based line `number`, or an empty string past the end.
  public func line(_ number: Int) -> Substring {
    number >= 1 && number <= lines.count ? lines[number - 1] : ""
  }
}
