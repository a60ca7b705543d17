import Foundation

/// Escaping for HTML text and attribute values.
enum HTML {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped: safe in text and in quoted attributes.
  static func escape(_ text: some StringProtocol) -> String {
    var needs = false
    for byte in text.utf8
    where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 {
      needs = true
      break
    }
    guard needs else { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` as the body of a `<script type="application/json">`: `<` escaped so that no
  /// `</script>` can close the element early.
  static func scriptJSON(_ json: String) -> String {
    json.replacingOccurrences(of: "<", with: "\\u003c")
  }
}

/// JSON text written by hand where an encoder per value would be slow.
enum JSONText {
  /// `text` as a JSON string literal, with `<` escaped so it is also safe inside a script.
  static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "<": result += "\\u003c"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
