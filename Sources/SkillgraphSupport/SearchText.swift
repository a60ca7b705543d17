/// The words of a text, split one way for indexing, for querying and for reading a description,
/// so that all of them see the same words.
package enum SearchText {
  /// `text` lowercased, apostrophes removed ("doesn't" → "doesnt"), split into words of letters
  /// and digits.
  package static func words(_ text: String) -> [Substring] {
    if text.isASCIIBytes { return asciiWords(text) }
    // NB: by Unicode scalar into a byte buffer, not by Character: grapheme breaking and
    // `lowercased()` cost a quarter of indexing.
    var lowered: [UInt8] = []
    lowered.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars where scalar != "'" && scalar != "\u{2019}" {
      if scalar.isASCII {
        let byte = UInt8(scalar.value)
        lowered.append(
          isWord(scalar)
            ? (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
            : UInt8(ascii: " "))
      } else if isIdeograph(scalar) {
        lowered.append(UInt8(ascii: " "))
        lowered.append(contentsOf: String(scalar).utf8)
        lowered.append(UInt8(ascii: " "))
      } else if isWord(scalar) {
        lowered.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
      } else {
        lowered.append(UInt8(ascii: " "))
      }
    }
    let string = String(decoding: lowered, as: UTF8.self)
    return string.utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
  }

  /// Whether `scalar` is written without spaces between words: a Han ideograph, Hiragana or
  /// Katakana. Each is a word of its own to the search, since the index cannot tell where the
  /// words of "管理服务器" end.
  @inlinable @inline(__always)
  package static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value >= 0x3040 && value <= 0x30FF) || (value >= 0x3400 && value <= 0x4DBF)
      || (value >= 0x4E00 && value <= 0x9FFF) || (value >= 0xF900 && value <= 0xFAFF)
      || (value >= 0x20000 && value <= 0x2FFFF)
  }

  /// `text` with a zero-width space on each side of every ideograph, so that FTS5's tokenizer
  /// makes each one a token (it makes a run of them one token, which only the whole run
  /// matches); invisible, and taken out again by `joiningIdeographs(_:)`.
  package static func spacingIdeographs(_ text: String) -> String {
    guard !text.isASCIIBytes, text.unicodeScalars.contains(where: isIdeograph) else {
      return text
    }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isIdeograph(scalar) {
        scalars.append(ideographSpace)
        scalars.append(scalar)
        scalars.append(ideographSpace)
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// `text` without the spaces `spacingIdeographs(_:)` put in.
  package static func joiningIdeographs(_ text: String) -> String {
    guard !text.isASCIIBytes, text.unicodeScalars.contains(ideographSpace) else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != ideographSpace }))
  }

  /// U+200B, a separator to FTS5's unicode61 tokenizer (not a letter or number).
  private static let ideographSpace: Unicode.Scalar = "\u{200B}"

  /// Whether `scalar` is a letter or a number: what words are made of.
  @inlinable @inline(__always)
  package static func isWord(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let code = scalar.value | 0x20
      return (code >= 0x61 && code <= 0x7A) || (scalar.value >= 0x30 && scalar.value <= 0x39)
    }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// `words(_:)` for ASCII text, on its bytes: the same words, without the Unicode properties of
  /// every Character (ranking splits the headings of every candidate).
  private static func asciiWords(_ text: String) -> [Substring] {
    var lowered: [UInt8] = []
    lowered.reserveCapacity(text.utf8.count)
    for byte in text.utf8 where byte != UInt8(ascii: "'") {
      lowered.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
    }
    let string = String(decoding: lowered, as: UTF8.self)
    return string.utf8.split { byte in
      !((byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")))
    }.map { Substring($0) }
  }

  /// Words that carry no meaning in a question.
  package static let stopWords: Set<Substring> = [
    "a", "about", "after", "all", "also", "am", "an", "and", "any", "are", "as", "at", "be",
    "been", "but", "by", "can", "cant", "could", "did", "didnt", "do", "does", "doesnt", "dont",
    "for", "from", "get", "gets", "got", "had", "has", "have", "how", "i", "if", "im", "in",
    "into", "is", "isnt", "it", "its", "ive", "just", "me", "my", "of", "on", "or", "our",
    "should", "so", "some", "that", "the", "their", "them", "then", "there", "these", "they",
    "this", "to", "use", "using", "was", "wasnt", "we", "were", "what", "whats", "when", "where",
    "which", "while", "who", "why", "will", "with", "wont", "would", "you", "your", "need",
    "want", "way", "best", "right", "correct", "properly", "please", "tell", "explain", "show",
    "here", "still", "even", "only", "make", "sure", "thing", "app", "apps", "iphone",
    "until", "says", "said", "told", "asks", "asked", "saying", "keeps", "getting",
    "always", "sometimes", "usually",
  ]
}
