/// The lines of a source file, for cutting out the Markdown of an entity.
public struct SourceText: Sendable, Hashable {
  private let lines: [Substring]
  private let text: String

  /// Splits `text` into lines.
  public init(_ text: String) {
    self.text = text
    lines = text.splitLines
  }

  /// The 1-based numbers of the lines that contain `needle`, found in one pass over the text.
  public func lineNumbers(containing needle: String) -> Set<Int> {
    var text = text
    let pattern = Array(needle.utf8)
    guard let first = pattern.first else { return [] }
    return text.withUTF8 { bytes in
      var result = Set<Int>()
      var line = 1
      var index = 0
      let last = bytes.count - pattern.count
      while index <= last {
        let byte = bytes[index]
        if byte == 0x0A {
          line += 1
        } else if byte == first {
          var offset = 1
          while offset < pattern.count, bytes[index + offset] == pattern[offset] { offset += 1 }
          if offset == pattern.count { result.insert(line) }
        }
        index += 1
      }
      return result
    }
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
