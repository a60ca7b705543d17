/// Word wrapping for the terminal: lines that fit a width, broken between words.
enum TextWrap {
  /// `text` broken into lines of at most `width` characters, between words; the lines after the
  /// first start with `indent` spaces. A word longer than a line is broken inside.
  static func lines(_ text: String, width: Int, indent: Int = 0) -> [String] {
    let width = max(width, indent + 8)
    var lines: [String] = []
    var line = ""
    var lineWidth = width
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = Substring(word)
      let lead = line.isEmpty ? "" : " "
      if line.count + lead.count + word.count <= lineWidth {
        line += lead + word
        continue
      }
      if !line.isEmpty {
        lines.append(line)
        line = ""
        lineWidth = width - indent
      }
      while word.count > lineWidth {
        lines.append(String(word.prefix(lineWidth)))
        word = word.dropFirst(lineWidth)
        lineWidth = width - indent
      }
      line = String(word)
    }
    lines.append(line)
    return lines.enumerated().map { index, text in
      index == 0 ? text : String(repeating: " ", count: indent) + text
    }
  }
}
