extension Character {
  /// Whether the character is a letter or a number (`isLetter || isNumber`), the characters
  /// words are made of. An ASCII character is told by its code: the Unicode properties behind
  /// `isLetter` cost a table look-up for every character, a fifth of indexing a document.
  package var isWordCharacter: Bool {
    guard let code = asciiValue else { return isLetter || isNumber }
    return Self.isASCIILetter(code) || Self.isASCIIDigit(code)
  }

  /// `isUppercase`, told by its code for an ASCII character.
  package var isUppercaseLetter: Bool {
    guard let code = asciiValue else { return isUppercase }
    return code >= UInt8(ascii: "A") && code <= UInt8(ascii: "Z")
  }

  /// `isLowercase`, told by its code for an ASCII character.
  package var isLowercaseLetter: Bool {
    guard let code = asciiValue else { return isLowercase }
    return code >= UInt8(ascii: "a") && code <= UInt8(ascii: "z")
  }

  /// `isNumber`, told by its code for an ASCII character.
  package var isNumeral: Bool {
    guard let code = asciiValue else { return isNumber }
    return Self.isASCIIDigit(code)
  }

  private static func isASCIILetter(_ code: UInt8) -> Bool {
    (code | 0x20) >= UInt8(ascii: "a") && (code | 0x20) <= UInt8(ascii: "z")
  }

  private static func isASCIIDigit(_ code: UInt8) -> Bool {
    code >= UInt8(ascii: "0") && code <= UInt8(ascii: "9")
  }
}
