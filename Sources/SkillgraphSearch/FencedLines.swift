/// The lines of one code fence as they are read, and whether they read as sentences.
struct FencedLines {
  /// The lines, joined by newlines.
  private(set) var bytes: [UInt8] = []
  /// How many lines there are.
  private(set) var lines = 0
  /// How many of the lines that are not blank read as a sentence.
  private var sentences = 0
  /// How many of the lines that are not blank look like code or a drawing.
  private var codeLike = 0
  /// How many lines are not blank.
  private var filled = 0

  /// Whether the lines read as text: at least two in five lines that are not blank are
  /// sentences, and at most one in ten looks like code or a drawing.
  // NB: measured on the shipped content (7 fences without a language: drawn trees, none read as
  // text), Axiom (690; 291 read as text: prompts, dialogues, commit messages, console output
  // described in words) and superpowers (303; 219, mostly the prompts its agents are sent).
  var readsAsText: Bool { filled > 0 && sentences * 5 >= filled * 2 && codeLike * 10 <= filled }

  /// Adds `line`.
  mutating func append(_ line: UnsafeBufferPointer<UInt8>) {
    if lines > 0 { bytes.append(UInt8(ascii: "\n")) }
    bytes.append(contentsOf: line)
    lines += 1
    let text = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    guard !text.isEmpty else { return }
    filled += 1
    if Self.looksLikeCode(text) {
      codeLike += 1
    } else if Self.readsAsSentence(text) {
      sentences += 1
    }
  }

  /// Whether `line` has at least four words and is mostly ASCII letters.
  static func readsAsSentence(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    var words = 0
    var letters = 0
    var others = 0
    var inWord = false
    for byte in line {
      if isLetter(byte) {
        letters += 1
        if !inWord { words += 1 }
        inWord = true
      } else {
        inWord = false
        if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { others += 1 }
      }
    }
    return words >= 4 && letters * 5 >= (letters + others) * 4
  }

  /// Whether `line` (without its indentation) looks like code or a drawing: box-drawing
  /// characters, an assignment or arrow, a call (`name(`), a brace or semicolon at either
  /// end, a shell prompt, or a declaration keyword first.
  static func looksLikeCode(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    guard let first = line.first, let last = line.last(where: { $0 != UInt8(ascii: " ") })
    else { return false }
    if first == UInt8(ascii: "{") || first == UInt8(ascii: "}") { return true }
    if last == UInt8(ascii: "{") || last == UInt8(ascii: "}") || last == UInt8(ascii: ";") {
      return true
    }
    if line.starts(with: "$ ".utf8) { return true }
    var previous: UInt8 = 0
    for byte in line {
      switch byte {
      case UInt8(ascii: "="): return true
      case UInt8(ascii: ">") where previous == UInt8(ascii: "-"): return true
      case UInt8(ascii: "(") where isLetter(previous) || isDigit(previous): return true
      // U+2500 to U+257F, box drawing: E2 94 xx and E2 95 xx in UTF-8.
      case 0x94 where previous == 0xE2, 0x95 where previous == 0xE2: return true
      default: break
      }
      previous = byte
    }
    let word = line.prefix { isLetter($0) }
    return line.count > word.count && line[line.startIndex + word.count] == UInt8(ascii: " ")
      && declarationKeywords.contains(String(decoding: word, as: UTF8.self))
  }

  private static let declarationKeywords: Set<String> = [
    "let", "var", "func", "import", "class", "struct", "enum", "return", "if", "for", "guard",
  ]

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
