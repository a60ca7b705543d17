import SkillgraphIngest
import SkillgraphMarkdown
import SkillgraphModel

/// Separates the prose of Markdown from the contents of its code fences.
// NB: lines are split and compared as UTF-8 bytes: splitting into Characters (grapheme
// clusters) was a sixth of indexing a collection.
package enum FenceSplitter {
  /// The lines outside fences (`prose`) and inside them (`code`), each joined by newlines.
  // NB: one pass over the bytes, lines copied into two buffers: splitting into Substring lines
  // and joining them cost 1.73 G of the 13.2 G instructions of indexing Axiom (this: 0.2 G).
  package static func split(_ markdown: String) -> (prose: String, code: String) {
    var markdown = markdown
    return markdown.withUTF8 { bytes in
      var prose: [UInt8] = []
      var code: [UInt8] = []
      prose.reserveCapacity(bytes.count)
      var proseLines = 0
      var codeLines = 0
      // The fence that is open: its first byte's offset and its length.
      var fence: (start: Int, count: Int)?
      var lineStart = 0
      while lineStart <= bytes.count {
        var lineEnd = lineStart
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        var first = lineStart
        while first < lineEnd, bytes[first] == UInt8(ascii: " ") { first += 1 }
        let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
        if let open = fence {
          if lineEnd - first >= open.count
            && (0..<open.count).allSatisfy({ bytes[first + $0] == bytes[open.start + $0] })
          {
            fence = nil
          } else {
            if codeLines > 0 { code.append(UInt8(ascii: "\n")) }
            code.append(contentsOf: line)
            codeLines += 1
          }
        } else if let opening = openingRun(bytes, from: first, to: lineEnd) {
          fence = (first, opening)
        } else {
          if proseLines > 0 { prose.append(UInt8(ascii: "\n")) }
          prose.append(contentsOf: line)
          proseLines += 1
        }
        lineStart = lineEnd + 1
      }
      return (String(decoding: prose, as: UTF8.self), String(decoding: code, as: UTF8.self))
    }
  }

  /// The length of the run of backticks or tildes that opens a fence at `first` (before
  /// `end`), when one does.
  private static func openingRun(_ bytes: UnsafeBufferPointer<UInt8>, from first: Int, to end: Int)
    -> Int?
  {
    guard end - first >= 3 else { return nil }
    let mark = bytes[first]
    guard mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~"), bytes[first + 1] == mark,
      bytes[first + 2] == mark
    else { return nil }
    var count = 3
    while first + count < end, bytes[first + count] == mark { count += 1 }
    return count
  }

  /// Whether each line of `lines` lies inside a code fence (fence lines included).
  package static func fencedLines(_ lines: [Substring]) -> [Bool] {
    var fence: Substring.UTF8View?
    return lines.map { line in
      let trimmed = line.utf8.drop { $0 == UInt8(ascii: " ") }
      if let open = fence {
        if trimmed.starts(with: open) { fence = nil }
        return true
      }
      if let opening = Self.opening(trimmed) {
        fence = opening
        return true
      }
      return false
    }
  }

  /// The run of backticks or tildes that opens a fence on `trimmed`, when it opens one.
  private static func opening(_ trimmed: Substring.UTF8View) -> Substring.UTF8View? {
    guard let first = trimmed.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~"),
      trimmed.starts(with: repeatElement(first, count: 3))
    else { return nil }
    return trimmed.prefix { $0 == first }
  }
}
