/// Normalises heading text for recognising entity kinds by their words.
enum HeadingWords {
  /// Lower-cased, without emoji, leading numbering ("1.", "2)") or a "Part N:" prefix.
  static func normalize(_ title: String) -> String {
    var text =
      title.utf8.allSatisfy({ $0 < 0x80 })
      ? title.lowercased()
      : String(
        title.unicodeScalars.filter { scalar in
          !(scalar.properties.isEmojiPresentation
            || scalar.properties.isEmoji && scalar.value > 0x2000
            || scalar.value == 0xFE0F)
        }
      ).lowercased()
    text = text.trimmingCharacters(in: " \t")
    if text.hasPrefix("part"), let match = text.firstMatch(of: TextPatterns.partPrefix) {
      text = String(text[match.range.upperBound...])
    }
    if text.first?.isNumber == true, let match = text.firstMatch(of: TextPatterns.numberingPrefix) {
      text = String(text[match.range.upperBound...])
    }
    return text.trimmingCharacters(in: " \t")
  }
}

extension String {
  /// The string without leading and trailing characters from `set`.
  func trimmingCharacters(in set: String) -> String {
    var slice = Substring(self)
    while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
    return slice.startIndex == startIndex && slice.endIndex == endIndex ? self : String(slice)
  }

  /// The string without leading and trailing white space and newlines.
  var trimmed: String {
    trimmingCharacters(in: " \t\n\r")
  }
}
