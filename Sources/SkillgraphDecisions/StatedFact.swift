import Foundation

/// A fact a description states in words: an iOS version ("supports iOS 16"), a duration ("5
/// minutes of work") or a size ("a 2 GB file"), with the words it was read from.
public struct StatedFact: Sendable, Hashable {
  /// The fact's value as `decide --fact` takes it (`16`, `300s`, `2000000000`).
  public var value: String
  /// The words it was read from.
  public var words: String

  /// The facts stated in `text`, by name: the first of each kind.
  package static func facts(in text: String) -> [String: StatedFact] {
    let words = text.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "." }
      .map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ".")) }
    var facts: [String: StatedFact] = [:]
    for (position, word) in words.enumerated() {
      let next = position + 1 < words.count ? words[position + 1] : ""
      if facts["ios"] == nil, let version = version(word, next) {
        facts["ios"] = StatedFact(value: version.value, words: version.words)
      }
      guard let number = Double(word), number >= 0 else { continue }
      if facts["duration"] == nil, let factor = durationUnits[next] {
        facts["duration"] = StatedFact(
          value: "\(Int(number * factor))s", words: "\(word) \(next)")
      }
      if facts["size"] == nil, let factor = sizeUnits[next] {
        facts["size"] = StatedFact(value: "\(Int(number * factor))", words: "\(word) \(next)")
      }
    }
    return facts
  }

  /// "ios 16", "ios16", "ios 17.4".
  private static func version(_ word: String, _ next: String) -> (value: String, words: String)? {
    if word == "ios", let number = Double(next), number >= 2, number < 100 {
      return (next, "iOS \(next)")
    }
    if word.hasPrefix("ios"), let number = Double(word.dropFirst(3)), number >= 2, number < 100 {
      return (String(word.dropFirst(3)), "iOS \(word.dropFirst(3))")
    }
    return nil
  }

  private static let durationUnits: [String: Double] = [
    "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "min": 60, "mins": 60, "minute": 60,
    "minutes": 60, "h": 3_600, "hr": 3_600, "hrs": 3_600, "hour": 3_600, "hours": 3_600,
  ]

  private static let sizeUnits: [String: Double] = [
    "kb": 1e3, "mb": 1e6, "gb": 1e9, "megabytes": 1e6, "gigabytes": 1e9, "kilobytes": 1e3,
  ]
}
