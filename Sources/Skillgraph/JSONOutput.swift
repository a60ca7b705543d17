import Foundation
import SkillgraphSupport

/// The one JSON form every answer takes, on the command line and over MCP: compact, keys
/// sorted, slashes unescaped, and no character that a terminal obeys or that reorders text
/// (DEL, C1 controls, bidirectional controls, line separators) written raw: each is a `\uXXXX`
/// escape, the same string to a JSON reader.
public enum JSONOutput {
  /// `value` as JSON text.
  public static func text(_ value: some Encodable) -> String {
    let encoder = JSONFormat.encoder()
    let text: String
    do {
      text = String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      preconditionFailure("encoding a JSON answer failed: \(error)")
    }
    guard ControlCharacters.contains(in: text) else { return text }
    // NB: the encoder already escapes C0 controls; the others can only be inside strings.
    var escaped = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if ControlCharacters.isUnsafe(scalar) {
        let digits = String(scalar.value, radix: 16)
        escaped.append(
          contentsOf: ("\\u" + String(repeating: "0", count: 4 - digits.count) + digits)
            .unicodeScalars)
      } else {
        escaped.append(scalar)
      }
    }
    return String(escaped)
  }
}
