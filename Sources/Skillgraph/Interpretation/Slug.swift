/// GitHub-style heading anchors and IDs.
enum Slug {
  /// Lower-cases, drops punctuation other than `-` and `_`, and turns spaces into `-`.
  static func make(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(text.utf8.count)
      for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
          UInt8(ascii: "-"), UInt8(ascii: "_"):
          bytes.append(byte)
        case UInt8(ascii: " "): bytes.append(UInt8(ascii: "-"))
        default: break
        }
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    var result = ""
    for scalar in text.lowercased().unicodeScalars {
      if scalar == " " {
        result.append("-")
      } else if scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic
        || scalar.properties.numericType != nil
      {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A compact ID: ASCII letters and digits, runs of anything else as one `-`, at most 40
  /// characters, cut at a word boundary.
  static func identifier(_ text: String, fallback: String = "item") -> String {
    var result = ""
    var pendingDash = false
    for scalar in text.lowercased().unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
        if pendingDash, !result.isEmpty { result.append("-") }
        pendingDash = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
      if result.utf8.count > 40 { break }
    }
    if result.utf8.count > 40 {
      let cut = result.prefix(41)
      let atWord = cut.lastIndex(of: "-").map { cut[..<$0] } ?? ""
      result = String(atWord.count >= 20 ? atWord : cut.prefix(40)).trimmingCharacters(in: "-")
    }
    return result.isEmpty ? fallback : result
  }
}

/// Hands out unique strings by appending `-1`, `-2`, ... to repeats, as GitHub does.
struct UniqueNames {
  private var seen: [String: Int] = [:]

  /// The name itself the first time, then `name-1`, `name-2`, ...
  mutating func claim(_ name: String) -> String {
    guard let count = seen[name] else {
      seen[name] = 0
      return name
    }
    var next = count + 1
    while seen["\(name)-\(next)"] != nil { next += 1 }
    seen[name] = next
    seen["\(name)-\(next)"] = 0
    return "\(name)-\(next)"
  }
}
