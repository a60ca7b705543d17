/// Splits API identifiers into their words: `BGTaskScheduler` → `BG Task Scheduler`,
/// `setTaskCompleted(success:)` → `set Task Completed`, so that a query for "task completed"
/// finds `setTaskCompleted` and a query for the identifier finds its parts.
// NB: works on Unicode scalars, ASCII told by its code: splitting the text into Characters
// (grapheme clusters) was a quarter of indexing a collection.
package enum IdentifierSplitter {
  /// The words of `token` when it is a camel-case identifier (two parts or more), else `[]`.
  package static func parts(of token: Substring) -> [Substring] {
    if token.utf8.allSatisfy({ $0 < 0x80 }) { return asciiParts(of: token) }
    let scalars = token.unicodeScalars
    // NB: most words have no capital after their first letter, and so no parts.
    guard scalars.dropFirst().contains(where: isUpper), scalars.count > 2 else { return [] }
    let characters = Array(scalars)
    var parts: [Substring] = []
    var start = scalars.startIndex
    var index = scalars.startIndex
    var position = 0
    while index < scalars.endIndex {
      if position > 0 {
        let previous = characters[position - 1]
        let current = characters[position]
        let following = position + 1 < characters.count ? characters[position + 1] : nil
        let lowerToUpper = (isLower(previous) || isDigit(previous)) && isUpper(current)
        let acronymEnd =
          isUpper(previous) && isUpper(current) && (following.map(isLower) ?? false)
        if lowerToUpper || acronymEnd {
          parts.append(Substring(scalars[start..<index]))
          start = index
        }
      }
      index = scalars.index(after: index)
      position += 1
    }
    parts.append(Substring(scalars[start..<scalars.endIndex]))
    return parts.count > 1 ? parts : []
  }

  /// `parts(of:)` for an ASCII token, by its bytes.
  // NB: the scalar view and its array cost 0.7 G of the 10 G instructions of indexing Axiom.
  private static func asciiParts(of token: Substring) -> [Substring] {
    let utf8 = token.utf8
    let bytes = Array(utf8)
    func upper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    func lowerOrDigit(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
    }
    guard bytes.count > 2, bytes.dropFirst().contains(where: upper) else { return [] }
    var parts: [Substring] = []
    var start = 0
    for position in 1..<bytes.count {
      let previous = bytes[position - 1]
      let current = bytes[position]
      let following = position + 1 < bytes.count ? bytes[position + 1] : nil
      let lowerToUpper = lowerOrDigit(previous) && upper(current)
      let acronymEnd =
        upper(previous) && upper(current)
        && (following.map { $0 >= 0x61 && $0 <= 0x7A } ?? false)
      if lowerToUpper || acronymEnd {
        parts.append(part(of: token, from: start, to: position))
        start = position
      }
    }
    parts.append(part(of: token, from: start, to: bytes.count))
    return parts.count > 1 ? parts : []
  }

  /// The bytes `start..<end` of an ASCII `token`, as a substring of it.
  private static func part(of token: Substring, from start: Int, to end: Int) -> Substring {
    let utf8 = token.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: start)
    return token[lower..<utf8.index(lower, offsetBy: end - start)]
  }

  /// The identifier-like tokens of `text` (letters and digits, starting with a letter) that
  /// split into parts, each with its parts lowercased and joined by spaces.
  // NB: scans the UTF-8 bytes, decoding a scalar only at a byte past ASCII, and makes a token a
  // string only when it has an inner capital: going through the Unicode scalar view cost 2.9 G
  // of the 13.2 G instructions of indexing Axiom.
  package static func splitIdentifiers(in text: String) -> [(identifier: String, words: String)] {
    var seen = Set<Substring>()
    var result: [(String, String)] = []
    var text = text
    text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let (first, firstLength) = scalar(in: bytes, at: index)
        guard SearchText.isWord(first) else {
          index += firstLength
          continue
        }
        var end = index + firstLength
        var hasInnerCapital = false
        while end < bytes.count {
          let (next, length) = scalar(in: bytes, at: end)
          guard SearchText.isWord(next) else { break }
          if isUpper(next) { hasInnerCapital = true }
          end += length
        }
        let start = index
        index = end
        guard hasInnerCapital, first.properties.isAlphabetic else { continue }
        let token = Substring(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        let parts = parts(of: token)
        guard !parts.isEmpty, seen.insert(token).inserted else { continue }
        result.append((String(token), parts.map { $0.lowercased() }.joined(separator: " ")))
      }
    }
    return result
  }

  /// The scalar whose UTF-8 encoding starts at `index` of `bytes` (valid UTF-8), and its length.
  private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    Unicode.Scalar, Int
  ) {
    let lead = bytes[index]
    if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }

  private static func isUpper(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? scalar.value >= 0x41 && scalar.value <= 0x5A : scalar.properties.isUppercase
  }

  private static func isLower(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? scalar.value >= 0x61 && scalar.value <= 0x7A : scalar.properties.isLowercase
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      ? scalar.value >= 0x30 && scalar.value <= 0x39 : scalar.properties.numericType != nil
  }
}
