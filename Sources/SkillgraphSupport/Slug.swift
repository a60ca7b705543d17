/// GitHub-style heading anchors and IDs.
package enum Slug {
  /// Lower-cases, drops punctuation other than `-` and `_`, and turns spaces into `-`.
  package static func make(_ text: String) -> String {
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

  /// The longest `identifier` makes.
  package static let identifierLimit = 64

  /// A compact ID: ASCII letters and digits, runs of anything else as one `-`, at most
  /// `identifierLimit` characters, cut after a whole word.
  // NB: IDs are typed by people and guessed by agents from the text they stand for: a word cut
  // in half (`urlsessionconfiguratio`) can be neither read nor guessed. Most question and option
  // texts fit whole; a longer one loses its last words. Shorter spellings, such as the 40
  // characters these IDs used to be cut at, still answer (`DecisionEngine` takes unique prefixes).
  package static func identifier(_ text: String, fallback: String = "item") -> String {
    // NB: a text written mostly in another script ("是否为静态 HTML？") keeps its letters: its
    // ASCII letters alone (`html`) would say nothing, and collide.
    if !text.isASCIIBytes, isMostlyOtherScript(text) {
      let id = scriptIdentifier(text)
      return id.isEmpty ? fallback : id
    }
    let whole = cappedIdentifier(text)
    guard whole.cut else { return whole.id.isEmpty ? fallback : whole.id }
    // NB: a text too long for a whole ID loses its aside first: "Finish something the user
    // explicitly started (for example a button tap)" is `finish-something-the-user-explicitly-started`.
    if let aside = text.firstIndex(of: "(") {
      let before = cappedIdentifier(String(text[..<aside]))
      if before.id.split(separator: "-").count >= 3 { return before.id }
    }
    var words = whole.id.split(separator: "-")
    // NB: a cut ID does not end on a word that leads into the words cut off.
    while words.count > 2, let last = words.last, trailingWords.contains(String(last)) {
      words.removeLast()
    }
    let id = words.joined(separator: "-")
    return id.isEmpty ? fallback : id
  }

  /// Whether more of `text`'s letters and digits are outside ASCII than in it.
  private static func isMostlyOtherScript(_ text: String) -> Bool {
    var ascii = 0
    var other = 0
    for scalar in text.unicodeScalars where SearchText.isWord(scalar) {
      if scalar.isASCII { ascii += 1 } else { other += 1 }
    }
    return other > ascii
  }

  /// The identifier of a text in another script: its letters and digits lower-cased, runs of
  /// anything else as one `-`, at most `identifierLimit` characters.
  private static func scriptIdentifier(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var pendingDash = false
    var count = 0
    for scalar in text.unicodeScalars {
      guard SearchText.isWord(scalar) else {
        pendingDash = true
        continue
      }
      if pendingDash, !scalars.isEmpty {
        guard count + 1 < identifierLimit else { break }
        scalars.append("-")
        count += 1
      }
      pendingDash = false
      for lower in scalar.properties.lowercaseMapping.unicodeScalars { scalars.append(lower) }
      count += 1
      if count >= identifierLimit { break }
    }
    return String(scalars)
  }

  /// Words an ID cut short does not end with.
  private static let trailingWords: Set = [
    "a", "an", "the", "of", "for", "to", "in", "on", "at", "with", "from", "and", "or", "by",
    "is", "are", "its", "it", "that", "as",
  ]

  /// The identifier of `text` capped at `identifierLimit` after a whole word, and whether words
  /// were cut off.
  private static func cappedIdentifier(_ text: String) -> (id: String, cut: Bool) {
    // NB: only ASCII letters and digits are kept, so the lower-cased text is read as bytes:
    // every byte of a non-ASCII scalar is a separator, as the scalar itself is.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(identifierLimit + 8)
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
      return bytes.count <= identifierLimit
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
    let cut = bytes.count > identifierLimit
    if cut {
      // NB: the byte after the limit tells whether the word at the limit ends there.
      let endsWord = bytes[identifierLimit] == UInt8(ascii: "-")
      bytes.removeLast(bytes.count - identifierLimit)
      if !endsWord, let dash = bytes.lastIndex(of: UInt8(ascii: "-")) {
        bytes.removeSubrange(dash...)
      }
      while bytes.last == UInt8(ascii: "-") { bytes.removeLast() }
    }
    return (String(decoding: bytes, as: UTF8.self), cut)
  }
}

/// Hands out unique strings by appending `-1`, `-2`, ... to repeats, as GitHub does.
package struct UniqueNames {
  private var seen: [String: Int] = [:]

  /// No name claimed yet.
  package init() {}

  /// No name claimed yet; the `reserved` names are never given out as they are (`none` gives
  /// `none-1`).
  package init(reserving reserved: Set<String>) {
    for name in reserved { seen[name] = 0 }
  }

  /// The name itself the first time, then `name-1`, `name-2`, ...
  package mutating func claim(_ name: String) -> String {
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
