import SkillgraphSupport

extension SiteSearchIndexBuilder {
  /// The number of shards: one per digit and letter, and `_` for anything else.
  package static let shardCount = 37

  /// The shards' names, in the order of their files (sorted).
  package static let shardNames = (0..<shardCount).map { shard in
    switch shard {
    case 0..<10: String(UnicodeScalar(UInt8(ascii: "0") + UInt8(shard)))
    case 10: "_"
    default: String(UnicodeScalar(UInt8(ascii: "a") + UInt8(shard - 11)))
    }
  }

  /// The shard of a word by its first byte: the character when an ASCII letter (lower case
  /// here) or digit, else `_`.
  package static func shard(of first: UInt8) -> Int {
    switch first {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(first - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "z"): 11 + Int(first - UInt8(ascii: "a"))
    default: 10
    }
  }

  /// Calls `body` with each lower-cased word of `text` (letters and digits), 2 to 40
  /// characters, and each ideograph alone (Chinese and Japanese write no spaces between words);
  /// anything else separates words. The search script splits queries by the same rule.
  package static func forEachWord(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    guard text.isASCIIBytes else { return forEachUnicodeWord(in: text, body) }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { word in
      var length = 0
      var tooLong = false
      func flush() {
        if length >= 2, !tooLong {
          body(UnsafeBufferPointer(rebasing: word[..<length]))
        }
        length = 0
        tooLong = false
      }
      for byte in text.utf8 {
        var letter = byte
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): letter = byte + 32
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): break
        default:
          if length > 0 || tooLong { flush() }
          continue
        }
        if length < 40 {
          word[length] = letter
          length += 1
        } else {
          tooLong = true
        }
      }
      flush()
    }
  }

  /// `forEachWord(in:_:)` for text beyond ASCII, scalar by scalar.
  private static func forEachUnicodeWord(
    in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var word: [UInt8] = []
    var characters = 0
    func flush() {
      if characters >= 2, characters <= 40 {
        word.withUnsafeBufferPointer { body($0) }
      }
      word.removeAll(keepingCapacity: true)
      characters = 0
    }
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        // NB: most of a text with an arrow or a dash in it is ASCII: no Unicode properties.
        let byte = UInt8(scalar.value)
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
          word.append(byte + 32)
          characters += 1
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          word.append(byte)
          characters += 1
        default: flush()
        }
      } else if SearchText.isIdeograph(scalar) {
        flush()
        let single = Array(String(scalar).utf8)
        single.withUnsafeBufferPointer { body($0) }
      } else if SearchText.isWord(scalar) {
        word += scalar.properties.lowercaseMapping.utf8
        characters += 1
      } else {
        flush()
      }
    }
    flush()
  }

  /// The words of `text`, in order, as `forEachWord(in:_:)` finds them.
  package static func words(_ text: String) -> [String] {
    var result: [String] = []
    forEachWord(in: text) { result.append(String(decoding: $0, as: UTF8.self)) }
    return result
  }

  /// `numbers` (ascending) as comma-separated differences from the previous one.
  package static func appendDeltas(_ numbers: [Int32], to out: inout [UInt8]) {
    var previous: Int32 = 0
    for (position, number) in numbers.enumerated() {
      if position > 0 { out.append(UInt8(ascii: ",")) }
      appendDecimal(number - previous, to: &out)
      previous = number
    }
  }

  /// `value` in decimal digits.
  package static func appendDecimal(_ value: Int32, to out: inout [UInt8]) {
    if value < 0 { out.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      for position in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[position]) }
    }
  }

  /// `text` as a JSON string literal, escaped exactly as `JSONEncoder` escapes it: `"`, `\`,
  /// the short escapes `\b \t \n \f \r`, other control characters as `\u00xx`, and nothing
  /// else.
  package static func appendJSONString(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x08: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
      case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0C: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
      case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        out += Array("\\u00".utf8)
        out += [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
