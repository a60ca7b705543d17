/// Separates the prose of Markdown from the contents of its code fences.
// NB: lines are split and compared as UTF-8 bytes: splitting into Characters (grapheme
// clusters) was a sixth of indexing a collection.
package enum FenceSplitter {
  /// The lines outside fences (`prose`) and inside them (`code`), each joined by newlines. A
  /// fence with no language (or `text`, `markdown`) whose lines are mostly sentences is prose:
  /// skill collections write their agents' prompts and example dialogues that way.
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
      // The fence that is open: its first byte's offset, its length and indentation, whether its
      // info string allows prose; and its lines so far.
      var fence: (start: Int, count: Int, indent: Int, mayBeProse: Bool)?
      var fenced = FencedLines()
      func closeFence() {
        if fence?.mayBeProse == true && fenced.readsAsText {
          if proseLines > 0 { prose.append(UInt8(ascii: "\n")) }
          prose.append(contentsOf: fenced.bytes)
          proseLines += fenced.lines
        } else if fenced.lines > 0 {
          if codeLines > 0 { code.append(UInt8(ascii: "\n")) }
          code.append(contentsOf: fenced.bytes)
          codeLines += fenced.lines
        }
        fence = nil
        fenced = FencedLines()
      }
      var lineStart = 0
      while lineStart <= bytes.count {
        var lineEnd = lineStart
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        var first = lineStart
        while first < lineEnd, bytes[first] == UInt8(ascii: " ") { first += 1 }
        let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
        if let open = fence {
          if closes(open, bytes, from: first, to: lineEnd, indent: first - lineStart) {
            closeFence()
          } else {
            fenced.append(line)
          }
        } else if let opening = openingRun(bytes, from: first, to: lineEnd) {
          fence = (
            first, opening, first - lineStart,
            infoAllowsProse(UnsafeBufferPointer(rebasing: bytes[(first + opening)..<lineEnd]))
          )
        } else {
          if proseLines > 0 { prose.append(UInt8(ascii: "\n")) }
          prose.append(contentsOf: line)
          proseLines += 1
        }
        lineStart = lineEnd + 1
      }
      if fence != nil { closeFence() }
      return (String(decoding: prose, as: UTF8.self), String(decoding: code, as: UTF8.self))
    }
  }

  /// Whether the line whose first non-space byte is at `first` closes `open`: a run of at least
  /// as many of its marks, indented at most three spaces more than the opening, and nothing but
  /// spaces after it. A fence inside a prompt (`    ```bash`) does not close the one around it.
  private static func closes(
    _ open: (start: Int, count: Int, indent: Int, mayBeProse: Bool),
    _ bytes: UnsafeBufferPointer<UInt8>, from first: Int, to end: Int, indent: Int
  ) -> Bool {
    guard indent <= open.indent + 3, end - first >= open.count else { return false }
    let mark = bytes[open.start]
    var index = first
    while index < end, bytes[index] == mark { index += 1 }
    guard index - first >= open.count else { return false }
    while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
      index += 1
    }
    return index == end
  }

  /// Whether a fence whose info string is `info` may hold prose: none, or a plain-text one.
  private static func infoAllowsProse(_ info: UnsafeBufferPointer<UInt8>) -> Bool {
    let word = info.drop { $0 == UInt8(ascii: " ") }.prefix { $0 != UInt8(ascii: " ") }
    return word.isEmpty
      || proseLanguages.contains(String(decoding: word, as: UTF8.self).lowercased())
  }

  /// The info strings of fences that may hold sentences rather than code.
  private static let proseLanguages: Set<String> = ["text", "txt", "plaintext", "markdown", "md"]

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
}
