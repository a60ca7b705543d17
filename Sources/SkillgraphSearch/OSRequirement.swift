/// The minimum iOS version a unit needs, read from its title and heading path ("Pattern 4:
/// BGContinuedProcessingTask (iOS 26)", "iOS 26+").
package enum OSRequirement {
  /// The highest "iOS N" named in `texts`, if any.
  package static func minimumIOS(in texts: [String]) -> Double? {
    var best: Double?
    // NB: most titles name no iOS at all; splitting every title and heading path into lowercased
    // words cost 0.55 G of the 10 G instructions of indexing Axiom.
    for text in texts where mayName(text) {
      let words = text.split { $0 == " " || $0 == "(" || $0 == ")" || $0 == "," || $0 == ":" }
      for (position, word) in words.enumerated() where word.lowercased() == "ios" {
        guard position + 1 < words.count else { continue }
        let number = words[position + 1].prefix { $0.isNumber || $0 == "." }
        if let version = Double(number), version >= 2, version < 100 {
          best = max(best ?? 0, version)
        }
      }
    }
    return best
  }

  /// The first "iOS N" that `availability`, a pattern's **Availability** field, names: the
  /// version it needs ("the `backgroundTask(_:action:)` scene modifier needs iOS 16+").
  package static func firstIOS(in availability: String) -> Double? {
    guard mayName(availability) else { return nil }
    let words = availability.split {
      $0 == " " || $0 == "(" || $0 == ")" || $0 == "," || $0 == "\n"
    }
    for (position, word) in words.enumerated()
    where word.lowercased() == "ios" && position + 1 < words.count {
      let number = words[position + 1].prefix { $0.isNumber || $0 == "." }
      let trimmed = number.hasSuffix(".") ? number.dropLast() : number
      if let version = Double(trimmed), version >= 2, version < 100 { return version }
    }
    return nil
  }

  /// Whether `text` holds "ios" in any case, which a named version needs.
  private static func mayName(_ text: String) -> Bool {
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in text.utf8 {
      if byte | 0x20 == UInt8(ascii: "s"), previous.0 | 0x20 == UInt8(ascii: "i"),
        previous.1 | 0x20 == UInt8(ascii: "o")
      {
        return true
      }
      previous = (previous.1, byte)
    }
    return false
  }

  /// "iOS 26" or "iOS 17.4".
  package static func describe(_ version: Double) -> String {
    version == version.rounded() ? "iOS \(Int(version))" : "iOS \(version)"
  }
}
