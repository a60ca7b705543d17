/// GitHub-style heading anchors and IDs.
enum Slug {
  /// Lower-cases, drops punctuation other than `-` and `_`, and turns spaces into `-`.
  static func make(_ text: String) -> String {
    if text.isASCIIBytes {
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
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    func add(_ scalar: Unicode.Scalar) {
      if scalar == " " {
        bytes.append(UInt8(ascii: "-"))
      } else if scalar.isASCII {
        // NB: after lower-casing, the ASCII letters and digits are exactly the alphabetic and
        // numeric ASCII scalars; asking Unicode properties for them was a measurable cost.
        let value = scalar.value
        if value >= 0x61 && value <= 0x7A || value >= 0x30 && value <= 0x39 || scalar == "-"
          || scalar == "_"
        {
          bytes.append(UInt8(value))
        }
      } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
        bytes.append(contentsOf: UTF8.encode(scalar)!)
      }
    }
    // NB: lower-cased scalar by scalar, as `lowercased()` does, but without building a string
    // for every ASCII scalar.
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        add(
          scalar.value >= 0x41 && scalar.value <= 0x5A
            ? Unicode.Scalar(UInt8(scalar.value) | 0x20) : scalar)
      } else {
        for lower in scalar.properties.lowercaseMapping.unicodeScalars { add(lower) }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A compact ID: ASCII letters and digits, runs of anything else as one `-`, at most 40
  /// characters, cut at a word boundary.
  static func identifier(_ text: String, fallback: String = "item") -> String {
    // NB: only ASCII letters and digits are kept, so the lower-cased text is read as bytes:
    // every byte of a non-ASCII scalar is a separator, as the scalar itself is.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(48)
    var pendingDash = false
    /// Takes one byte of the lower-cased text; false once the identifier is long enough.
    func take(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        if pendingDash, !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
        pendingDash = false
        bytes.append(byte | (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? 0x20 : 0))
      default:
        pendingDash = true
      }
      return bytes.count <= 40
    }
    // NB: the bytes of `text.lowercased()`, made scalar by scalar: ASCII bytes as they are (the
    // switch folds their case), other scalars through their lower-case mapping (a few map to
    // ASCII letters, such as the Kelvin sign). Lower-casing whole texts with an arrow in them
    // was most of the cost.
    scalars: for scalar in text.unicodeScalars {
      if scalar.isASCII {
        if !take(UInt8(scalar.value)) { break }
      } else {
        for byte in scalar.properties.lowercaseMapping.utf8 where !take(byte) { break scalars }
      }
    }
    var result = String(decoding: bytes, as: UTF8.self)
    if bytes.count > 40 {
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
    // NB: one hash look-up for a new name (most are): the stored count is set again below when
    // the name was already taken.
    guard let count = seen.updateValue(0, forKey: name) else { return name }
    var next = count + 1
    while seen["\(name)-\(next)"] != nil { next += 1 }
    seen[name] = next
    seen["\(name)-\(next)"] = 0
    return "\(name)-\(next)"
  }
}
