/// Where the front matter of a document lies: the lines from its opening `---` to its closing
/// delimiter, and the body after it, found without reading the YAML.
package struct FrontMatterBlock: Sendable {
  /// The lines of the block, the opening delimiter first and the closing one left out; up to
  /// where the walk stopped when the block is never closed, and empty without an opening `---`.
  package let lines: [Substring]
  /// How many lines come before the closing delimiter (nil when the block is never closed or
  /// the document has none).
  package let closing: Int?
  /// The body with the front-matter lines blanked, so that line numbers still match the file;
  /// the whole text when there is no closed block.
  package let body: String

  /// The block at the top of `text`.
  package init(_ text: String) {
    guard text.hasPrefix("---") || text.hasPrefix("\u{FEFF}---") else {
      (lines, closing, body) = ([], nil, text)
      return
    }
    // NB: walk line by line only as far as the closing delimiter; most files have none.
    var lines: [Substring] = []
    var lineStart = text.startIndex
    var closing: Int?
    var bodyStart = text.endIndex
    // NB: lines end at the byte `\n`: as a `Character`, `\r\n` is one grapheme that is not
    // "\n", and a file written with CRLF lost its front matter.
    while lineStart < text.endIndex {
      let lineEnd = text.utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
      let line = text[lineStart..<lineEnd]
      if lines.isEmpty, !Self.isDelimiter(line, allowDots: false) { break }
      if !lines.isEmpty, Self.isDelimiter(line, allowDots: true) {
        closing = lines.count
        bodyStart = lineEnd < text.endIndex ? text.utf8.index(after: lineEnd) : text.endIndex
        break
      }
      lines.append(line)
      lineStart = lineEnd < text.endIndex ? text.utf8.index(after: lineEnd) : text.endIndex
    }
    self.lines = lines
    self.closing = closing
    if let closing {
      body = String(repeating: "\n", count: closing + 1) + text[bodyStart...]
    } else {
      body = text
    }
  }

  /// Whether `line` opens or closes front matter: `---` (or, closing, `...`) from its first
  /// column, with nothing after it but spaces; an indented `---` is YAML text (a block scalar's).
  package static func isDelimiter(_ line: Substring, allowDots: Bool) -> Bool {
    var trimmed = line
    if trimmed.hasPrefix("\u{FEFF}") { trimmed = trimmed.dropFirst() }
    while trimmed.last == " " || trimmed.last == "\r" || trimmed.last == "\t" {
      trimmed = trimmed.dropLast()
    }
    return trimmed == "---" || (allowDots && trimmed == "...")
  }
}
