/// Characters that change how the text around them is shown rather than showing themselves:
/// C0 and C1 controls, DEL, bidirectional overrides and isolates, line and paragraph
/// separators. Text from a collection may hold them; a terminal, a string literal or a page
/// must show them, never obey them.
public enum ControlCharacters {
  /// Whether `scalar` is one of those characters (tab and line feed are not).
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
    default: false
    }
  }

  /// Whether `text` holds any of those characters.
  public static func contains(in text: String) -> Bool {
    text.unicodeScalars.contains(where: isUnsafe)
  }

  /// `text` with each of those characters shown in caret notation (`^[` for ESC, `^?` for
  /// DEL) or as `<U+202E>`, so that a terminal prints it instead of obeying it.
  public static func visible(_ text: String) -> String {
    guard contains(in: text) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isUnsafe(scalar) else {
        result.append(scalar)
        continue
      }
      let shown =
        switch scalar.value {
        case 0x00...0x1F: "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
        case 0x7F: "^?"
        default: "<U+" + String(scalar.value, radix: 16, uppercase: true) + ">"
        }
      result.append(contentsOf: shown.unicodeScalars)
    }
    return String(result)
  }
}
