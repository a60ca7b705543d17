/// One pass over code for the C-like grammars (Swift, JSON, shell).
struct CodeScanner {
  let code: [Unicode.Scalar]
  let grammar: SyntaxHighlighter.Grammar
  private var index = 0
  private var output = ""

  init(code: [Unicode.Scalar], grammar: SyntaxHighlighter.Grammar) {
    self.code = code
    self.grammar = grammar
  }

  private func at(_ offset: Int) -> Unicode.Scalar? {
    index + offset < code.count ? code[index + offset] : nil
  }

  private func text(_ range: Range<Int>) -> String {
    var result = String.UnicodeScalarView()
    result.append(contentsOf: code[range])
    return HTML.escape(String(result))
  }

  /// The highlighted HTML.
  mutating func run() -> String {
    output.reserveCapacity(code.count * 2)
    let keywords = grammar.keywords
    while index < code.count {
      let scalar = code[index]
      let start = index
      if isLineComment() {
        while index < code.count, code[index] != "\n" { index += 1 }
        output += tokenSpan("comment", text(start..<index))
      } else if grammar == .swift, scalar == "/", at(1) == "*" {
        index += 2
        while index < code.count, !(code[index] == "*" && at(1) == "/") { index += 1 }
        index = min(code.count, index + 2)
        output += tokenSpan("comment", text(start..<index))
      } else if scalar == "\"" || (grammar == .shell && scalar == "'") {
        scanString(quote: scalar)
        let isKey = grammar == .json && nextNonSpace() == ":"
        output += tokenSpan(isKey ? "key" : "string", text(start..<index))
      } else if scalar.value >= 0x30, scalar.value <= 0x39 {
        while index < code.count, isWordScalar(code[index]) || code[index] == "." { index += 1 }
        output += tokenSpan("number", text(start..<index))
      } else if grammar == .swift, scalar == "@", let next = at(1), isWordStart(next) {
        index += 1
        while index < code.count, isWordScalar(code[index]) { index += 1 }
        output += tokenSpan("attribute", text(start..<index))
      } else if grammar == .shell, scalar == "$" {
        index += 1
        if at(0) == "{" {
          while index < code.count, code[index] != "}", code[index] != "\n" { index += 1 }
          index = min(code.count, index + 1)
        } else {
          while index < code.count, isWordScalar(code[index]) { index += 1 }
        }
        output += tokenSpan("variable", text(start..<index))
      } else if isWordStart(scalar) {
        while index < code.count,
          isWordScalar(code[index]) || (grammar == .shell && code[index] == "-")
        {
          index += 1
        }
        let word = text(start..<index)
        if keywords.contains(word) {
          output += tokenSpan("keyword", word)
        } else if grammar == .swift, scalar.value >= 0x41, scalar.value <= 0x5A {
          output += tokenSpan("type", word)
        } else {
          output += word
        }
      } else {
        index += 1
        output += text(start..<index)
      }
    }
    return output
  }

  private func isLineComment() -> Bool {
    switch grammar {
    case .swift, .json: code[index] == "/" && at(1) == "/"
    case .shell:
      code[index] == "#" && (index == 0 || code[index - 1] == " " || code[index - 1] == "\n")
    case .xml: false
    }
  }

  private mutating func scanString(quote: Unicode.Scalar) {
    index += 1
    while index < code.count, code[index] != quote, code[index] != "\n" || grammar == .shell {
      if code[index] == "\\", quote == "\"" { index += 1 }
      index += 1
    }
    index = min(code.count, index + 1)
  }

  private func nextNonSpace() -> Unicode.Scalar? {
    var probe = index
    while probe < code.count, code[probe] == " " || code[probe] == "\t" { probe += 1 }
    return probe < code.count ? code[probe] : nil
  }

  private func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value == 0x5F || (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
  }

  private func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    isWordStart(scalar) || (scalar.value >= 0x30 && scalar.value <= 0x39)
  }
}
