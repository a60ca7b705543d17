/// Cuts a unit's Markdown into the pieces a passage is made of: the sentences of paragraphs,
/// whole list items, table rows under their header, and code blocks whole when short, line by
/// line otherwise. Headings are left out: a result names its heading path.
package enum PassageSplitter {
  /// A code block of at most this many tokens is one piece.
  package static let wholeCodeTokens = 60

  /// The pieces of `markdown`, in order.
  package static func pieces(of markdown: String) -> [PassagePiece] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var pieces: [PassagePiece] = []
    var block = 0
    var position = 0
    var listBlock: Int?
    while position < lines.count {
      let line = lines[position]
      let trimmed = line.trimmingSpaces
      if trimmed.isEmpty {
        position += 1
        continue
      }
      if !isListItem(line) { listBlock = nil }
      if let fence = fenceRun(of: trimmed) {
        let end = closingLine(of: fence, in: lines, after: position)
        pieces += codePieces(Array(lines[position..<end]), fence: fence, block: block)
        position = end
      } else if isHeading(trimmed) {
        position += 1
      } else if trimmed.hasPrefix("|") {
        var end = position
        while end < lines.count, lines[end].trimmingSpaces.hasPrefix("|") { end += 1 }
        pieces += tablePieces(Array(lines[position..<end]), block: block)
        position = end
      } else if isListItem(line) {
        var end = position + 1
        while end < lines.count, continuesItem(lines[end]) { end += 1 }
        let item = lines[position..<end].joined(separator: "\n")
        let list = listBlock ?? block
        if listBlock == nil {
          listBlock = list
          block += 1
        }
        pieces.append(PassagePiece(text: item, kind: .listItem, block: list))
        position = end
        continue
      } else {
        var end = position + 1
        while end < lines.count, continuesParagraph(lines[end]) { end += 1 }
        let paragraph = lines[position..<end].map(\.trimmingSpaces).joined(separator: " ")
        for sentence in SentenceSplitter.sentences(in: paragraph) {
          pieces.append(PassagePiece(text: sentence, kind: .sentence, block: block))
        }
        position = end
      }
      block += 1
    }
    return pieces
  }

  /// A code block whole, or its non-blank lines each as a piece led by the opening fence.
  private static func codePieces(_ lines: [String], fence: String, block: Int) -> [PassagePiece] {
    var whole = lines
    if whole.count < 2 || whole.last?.trimmingSpaces.hasPrefix(fence) != true {
      whole.append(fence)
    }
    let text = whole.joined(separator: "\n")
    let inner = whole.dropFirst().dropLast()
    if JSONTextCost.tokens(of: text) <= wholeCodeTokens || inner.count < 3 {
      return [PassagePiece(text: text, kind: .codeBlock, block: block)]
    }
    return inner.filter { !$0.trimmingSpaces.isEmpty }.map {
      PassagePiece(text: $0, kind: .codeLine, block: block, lead: lines[0])
    }
  }

  /// Each row of a table as a piece, led by the header and separator rows.
  private static func tablePieces(_ lines: [String], block: Int) -> [PassagePiece] {
    let hasHeader = lines.count >= 2 && lines[1].allSatisfy { "|:- \t".contains($0) }
    guard hasHeader else {
      return lines.map { PassagePiece(text: $0, kind: .tableRow, block: block) }
    }
    let header = lines[0...1].joined(separator: "\n")
    guard lines.count > 2 else {
      return [PassagePiece(text: header, kind: .tableRow, block: block)]
    }
    return lines.dropFirst(2).map {
      PassagePiece(text: $0, kind: .tableRow, block: block, lead: header)
    }
  }

  /// The run of three or more backticks or tildes opening a code block on `trimmed`, if any.
  package static func fenceRun(of trimmed: String) -> String? {
    guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
    let run = trimmed.prefix { $0 == first }
    return run.count >= 3 ? String(run) : nil
  }

  /// The position after the line closing the code block opened at `start`.
  private static func closingLine(of fence: String, in lines: [String], after start: Int) -> Int {
    var end = start + 1
    while end < lines.count {
      defer { end += 1 }
      if lines[end].trimmingSpaces.hasPrefix(fence) { return end + 1 }
    }
    return lines.count
  }

  private static func isHeading(_ trimmed: String) -> Bool {
    let hashes = trimmed.prefix { $0 == "#" }.count
    return (1...6).contains(hashes)
      && (trimmed.count == hashes || trimmed.dropFirst(hashes).first == " ")
  }

  /// Whether `line` starts a list item: `-`, `*`, `+` or a number with `.` or `)`, then a space.
  package static func isListItem(_ line: String) -> Bool {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    if let first = trimmed.first, "-*+".contains(first) {
      return trimmed.dropFirst().first == " "
    }
    let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count <= 3 else { return false }
    let rest = trimmed.dropFirst(digits.count)
    return (rest.first == "." || rest.first == ")") && rest.dropFirst().first == " "
  }

  /// Whether `line` goes on with the list item above it.
  private static func continuesItem(_ line: String) -> Bool {
    let trimmed = line.trimmingSpaces
    return !trimmed.isEmpty && !isListItem(line) && fenceRun(of: trimmed) == nil
      && !isHeading(trimmed) && !trimmed.hasPrefix("|")
  }

  /// Whether `line` goes on with the paragraph above it.
  private static func continuesParagraph(_ line: String) -> Bool {
    continuesItem(line)
  }
}
