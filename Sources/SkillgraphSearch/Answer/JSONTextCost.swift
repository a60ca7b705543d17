/// The estimated tokens that text costs once written as a JSON string: the escapes of quotes,
/// backslashes and control characters count, as an agent reads them.
package enum JSONTextCost {
  /// The estimated tokens of `text` as the contents of a JSON string.
  package static func tokens(of text: String) -> Int { (bytes(of: text) + 3) / 4 }

  /// The UTF-8 bytes of `text` written as the contents of a JSON string (slashes unescaped).
  package static func bytes(of text: String) -> Int {
    var count = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
        UInt8(ascii: "\t"):
        count += 2
      case 0..<0x20: count += 6
      default: count += 1
      }
    }
    return count
  }
}
