import SkillgraphModel
import SkillgraphSupport

/// Normalises heading text for recognising entity kinds by their words.
package enum HeadingWords {
  /// Lower-cased, without emoji, leading numbering ("1.", "2)") or a "Part N:" prefix.
  package static func normalize(_ title: String) -> String {
    var text =
      title.isASCIIBytes
      ? title.lowercased()
      : withoutEmojiLowercased(title)
    text = text.trimmingCharacters(in: " \t")
    if text.hasPrefix("part"), let match = text.firstMatch(of: TextPatterns.partPrefix) {
      text = String(text[match.range.upperBound...])
    }
    // NB: a Character is a number when its first scalar is; an ASCII first byte is that scalar.
    let startsWithNumber =
      text.utf8.first.map { $0 < 0x80 ? $0 >= 0x30 && $0 <= 0x39 : text.first?.isNumber == true }
      ?? false
    if startsWithNumber { text = String(dropNumbering(Substring(text))) }
    return text.trimmingCharacters(in: " \t")
  }
}

/// `title` without emoji, lower-cased scalar by scalar as `lowercased()` does (ASCII scalars
/// directly, without a string for each).
private func withoutEmojiLowercased(_ title: String) -> String {
  var result = String.UnicodeScalarView()
  for scalar in title.unicodeScalars {
    if scalar.isASCII {
      // NB: no ASCII scalar is dropped; skipping the property look-up for them is cheaper.
      result.append(
        scalar.value >= 0x41 && scalar.value <= 0x5A
          ? Unicode.Scalar(UInt8(scalar.value) | 0x20) : scalar)
    } else if !(scalar.properties.isEmojiPresentation
      || scalar.properties.isEmoji && scalar.value > 0x2000 || scalar.value == 0xFE0F)
    {
      result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
    }
  }
  return String(result)
}

/// `rest` for `1.2) rest` or `3. rest`; the text itself when it does not start with numbering.
private func dropNumbering(_ text: Substring) -> Substring {
  var rest = text.drop { $0.isASCII && ($0.isNumber || $0 == ".") }
  if rest.first == ")" { rest = rest.dropFirst() }
  guard rest.count < text.count, let space = rest.first, space == " " || space == "\t" else {
    return text
  }
  return rest.drop { $0 == " " || $0 == "\t" }
}
