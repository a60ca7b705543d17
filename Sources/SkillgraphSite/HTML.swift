import Foundation

/// Escaping for HTML text and attribute values.
package enum HTML {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped: safe in text and in quoted attributes.
  package static func escape(_ text: String) -> String {
    let plain = !text.utf8.contains { byte in
      byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
    }
    return plain ? text : escape(Substring(text))
  }

  /// `text` with `&`, `<`, `>`, `"` and `'` escaped: safe in text and in quoted attributes.
  package static func escape(_ text: Substring) -> String {
    var result = ""
    append(escaping: text, to: &result)
    return result
  }

  /// Appends `text`, escaped as by `escape(_:)`, to `output` without an intermediate string.
  package static func append(escaping text: Substring, to output: inout String) {
    // NB: every byte escaped is ASCII, so runs between them are whole scalars: the bytes are
    // scanned in place and the runs appended as slices (a copy of bytes).
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      let utf8 = text.utf8
      var run = 0
      for offset in 0..<bytes.count {
        let entity: String
        switch bytes[offset] {
        case 0x26: entity = "&amp;"
        case 0x3C: entity = "&lt;"
        case 0x3E: entity = "&gt;"
        case 0x22: entity = "&quot;"
        case 0x27: entity = "&#39;"
        default: continue
        }
        if run < offset {
          output +=
            text[
              utf8.index(
                utf8.startIndex, offsetBy: run)..<utf8.index(utf8.startIndex, offsetBy: offset)]
        }
        output += entity
        run = offset + 1
      }
      if run == 0 {
        output += text
      } else if run < bytes.count {
        output += text[utf8.index(utf8.startIndex, offsetBy: run)...]
      }
    }
    if done == nil { appendSlowly(escaping: text, to: &output) }
  }

  /// `append(escaping:to:)` for text whose bytes are not contiguous (a bridged string).
  private static func appendSlowly(escaping text: Substring, to output: inout String) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      default: output.unicodeScalars.append(scalar)
      }
    }
  }

  /// `text` as the body of a `<script type="application/json">`: `<` escaped so that no
  /// `</script>` can close the element early.
  package static func scriptJSON(_ json: String) -> String {
    json.replacingOccurrences(of: "<", with: "\\u003c")
  }
}

/// JSON text written by hand where an encoder per value would be slow.
package enum JSONText {
  /// `text` as a JSON string literal, with `<` escaped so it is also safe inside a script.
  package static func quote(_ text: String) -> String {
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
