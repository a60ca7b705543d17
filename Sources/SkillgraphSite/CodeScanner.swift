/// One pass over code for the C-like grammars (Swift, JSON, shell), over UTF-8 bytes: every
/// decision is about ASCII, and other bytes pass through unchanged.
package struct CodeScanner {
  package let code: [UInt8]
  package let grammar: SyntaxHighlighter.Grammar
  private var index = 0
  private var output: [UInt8] = []

  package init(code: String, grammar: SyntaxHighlighter.Grammar) {
    self.code = Array(code.utf8)
    self.grammar = grammar
  }

  private func at(_ offset: Int) -> UInt8? {
    index + offset < code.count ? code[index + offset] : nil
  }

  /// Appends `code[range]`, HTML-escaped.
  private mutating func emit(_ range: Range<Int>) {
    var run = range.lowerBound
    for offset in range {
      let entity: [UInt8]
      switch code[offset] {
      case UInt8(ascii: "&"): entity = Self.ampersand
      case UInt8(ascii: "<"): entity = Self.lessThan
      case UInt8(ascii: ">"): entity = Self.greaterThan
      case UInt8(ascii: "\""): entity = Self.quote
      case UInt8(ascii: "'"): entity = Self.apostrophe
      default: continue
      }
      output += code[run..<offset]
      output += entity
      run = offset + 1
    }
    output += code[run..<range.upperBound]
  }

  private mutating func emit(_ kind: Token, _ range: Range<Int>) {
    output += kind.opening
    emit(range)
    output += Self.closing
  }

  private static let ampersand = Array("&amp;".utf8)
  private static let lessThan = Array("&lt;".utf8)
  private static let greaterThan = Array("&gt;".utf8)
  private static let quote = Array("&quot;".utf8)
  private static let apostrophe = Array("&#39;".utf8)
  private static let closing = Array("</span>".utf8)

  /// The kinds of token, each with its opening tag as bytes.
  package enum Token {
    case comment, string, key, number, attribute, variable, keyword, type

    package var opening: [UInt8] {
      switch self {
      case .comment: Self.tags[0]
      case .string: Self.tags[1]
      case .key: Self.tags[2]
      case .number: Self.tags[3]
      case .attribute: Self.tags[4]
      case .variable: Self.tags[5]
      case .keyword: Self.tags[6]
      case .type: Self.tags[7]
      }
    }

    private static let tags = [
      "comment", "string", "key", "number", "attribute", "variable", "keyword", "type",
    ].map { Array("<span class=\"tok-\($0)\">".utf8) }
  }

  /// The highlighted HTML.
  package mutating func run() -> String {
    output.reserveCapacity(code.count * 2)
    let keywords = grammar.keywords
    while index < code.count {
      let byte = code[index]
      let start = index
      if isLineComment() {
        while index < code.count, code[index] != 0x0A { index += 1 }
        emit(.comment, start..<index)
      } else if grammar == .swift, byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
        index += 2
        while index < code.count, !(code[index] == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/"))
        {
          index += 1
        }
        index = min(code.count, index + 2)
        emit(.comment, start..<index)
      } else if byte == UInt8(ascii: "\"") || (grammar == .shell && byte == UInt8(ascii: "'")) {
        scanString(quote: byte)
        let isKey = grammar == .json && nextNonSpace() == UInt8(ascii: ":")
        emit(isKey ? .key : .string, start..<index)
      } else if Self.isDigit(byte) {
        while index < code.count, Self.isWord(code[index]) || code[index] == UInt8(ascii: ".") {
          index += 1
        }
        emit(.number, start..<index)
      } else if grammar == .swift, byte == UInt8(ascii: "@"), let next = at(1),
        Self.isWordStart(next)
      {
        index += 1
        while index < code.count, Self.isWord(code[index]) { index += 1 }
        emit(.attribute, start..<index)
      } else if grammar == .shell, byte == UInt8(ascii: "$") {
        index += 1
        if at(0) == UInt8(ascii: "{") {
          while index < code.count, code[index] != UInt8(ascii: "}"), code[index] != 0x0A {
            index += 1
          }
          index = min(code.count, index + 1)
        } else {
          while index < code.count, Self.isWord(code[index]) { index += 1 }
        }
        emit(.variable, start..<index)
      } else if Self.isWordStart(byte) {
        while index < code.count,
          Self.isWord(code[index]) || (grammar == .shell && code[index] == UInt8(ascii: "-"))
        {
          index += 1
        }
        // NB: no keyword is longer than 15 bytes: longer words are not looked up.
        if index - start <= 15,
          keywords.contains(String(decoding: code[start..<index], as: UTF8.self))
        {
          emit(.keyword, start..<index)
        } else if grammar == .swift, byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") {
          emit(.type, start..<index)
        } else {
          emit(start..<index)
        }
      } else {
        index += 1
        emit(start..<index)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  private func isLineComment() -> Bool {
    let byte = code[index]
    switch grammar {
    case .swift, .json: return byte == UInt8(ascii: "/") && at(1) == UInt8(ascii: "/")
    case .shell:
      return byte == UInt8(ascii: "#")
        && (index == 0 || code[index - 1] == UInt8(ascii: " ") || code[index - 1] == 0x0A)
    case .xml: return false
    }
  }

  private mutating func scanString(quote: UInt8) {
    index += 1
    while index < code.count, code[index] != quote, code[index] != 0x0A || grammar == .shell {
      if code[index] == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") { index += 1 }
      index += 1
    }
    index = min(code.count, index + 1)
  }

  private func nextNonSpace() -> UInt8? {
    var probe = index
    while probe < code.count, code[probe] == UInt8(ascii: " ") || code[probe] == 0x09 { probe += 1 }
    return probe < code.count ? code[probe] : nil
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isWordStart(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
  }

  private static func isWord(_ byte: UInt8) -> Bool {
    isWordStart(byte) || isDigit(byte)
  }
}
