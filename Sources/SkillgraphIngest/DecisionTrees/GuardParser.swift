package import SkillgraphModel
import SkillgraphSupport

/// Recognises conditions that facts can settle: OS versions, durations and sizes.
package enum GuardParser {
  /// The guard a condition expresses, if any.
  package static func parse(_ condition: String) -> GuardCondition? {
    let text = condition.lowercased()
    let hasDigit = text.utf8.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    if hasDigit, text.containsBytes("ios"), let condition = osVersion(text) { return condition }
    if hasDigit
      ? hasNumberWithTimeUnit(text)
      : text.containsBytes("minute") || text.containsBytes("hour") || text.containsBytes("long")
    {
      if let condition = duration(text) { return condition }
    }
    // NB: sizes are only written in kb, mb or gb; the expressions run only when one is there.
    if hasDigit, text.containsBytes("kb") || text.containsBytes("mb") || text.containsBytes("gb") {
      return size(text)
    }
    return nil
  }

  /// Whether a number is followed (after spaces) by `s`, `m`, `h` or a `+`: a cheap test before
  /// the duration expressions run.
  private static func hasNumberWithTimeUnit(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    for index in bytes.indices
    where bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9") {
      var next = index + 1
      while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: ".")
      { next += 1 }
      guard next < bytes.count else { continue }
      if [UInt8(ascii: "s"), UInt8(ascii: "m"), UInt8(ascii: "h"), UInt8(ascii: "+")].contains(
        bytes[next])
      {
        return true
      }
    }
    return text.containsBytes("minute") || text.containsBytes("hour")
  }

  // NB: each expression below runs only when the text holds one of the words the expression
  // cannot match without (a cheap byte search); the regular expressions were the cost.
  private static func osVersion(_ text: String) -> GuardCondition? {
    if text.containsAnyBytes(["-", "–", "to"]),
      let match = text.firstMatch(of: TextPatterns.iosRange)
    {
      return .osVersion(minimum: Double(match.1), maximum: Double(match.2))
    }
    if text.containsAnyBytes(["+", "or later", "and later", "or newer", "and up"]),
      let match = text.firstMatch(of: TextPatterns.iosMinimum)
    {
      return .osVersion(minimum: Double(match.1), maximum: nil)
    }
    if text.containsAnyBytes(["before", "below", "earlier than", "older than", "pre-", "<"]),
      let match = text.firstMatch(of: TextPatterns.iosMaximum),
      let version = Double(match.1)
    {
      return .osVersion(minimum: nil, maximum: version - 0.01)
    }
    return nil
  }

  private static func duration(_ text: String) -> GuardCondition? {
    let hasDigit = text.utf8.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    if hasDigit,
      text.containsAnyBytes([
        "≤", "<", "under", "less than", "within", "up to", "at most", "no more than", "fewer than",
      ]),
      let match = text.firstMatch(of: TextPatterns.durationAtMost), let value = Double(match.1)
    {
      return .duration(minimumSeconds: nil, maximumSeconds: value * unitSeconds(String(match.2)))
    }
    if hasDigit,
      text.containsAnyBytes([
        "≥", ">", "over", "more than", "at least", "longer than", "beyond",
      ]),
      let match = text.firstMatch(of: TextPatterns.durationAtLeast), let value = Double(match.1)
    {
      return .duration(minimumSeconds: value * unitSeconds(String(match.2)), maximumSeconds: nil)
    }
    if hasDigit, text.containsBytes("+"),
      let match = text.firstMatch(of: TextPatterns.durationPlus),
      let value = Double(match.1)
    {
      return .duration(minimumSeconds: value * unitSeconds(String(match.2)), maximumSeconds: nil)
    }
    if text.containsAnyBytes(["minutes", "long-running", "longer runtime", "hours"]),
      text.contains(TextPatterns.longDuration)
    {
      return .duration(minimumSeconds: 60, maximumSeconds: nil)
    }
    return nil
  }

  private static func size(_ text: String) -> GuardCondition? {
    if let match = text.firstMatch(of: TextPatterns.atMostWords),
      let amount = text[match.range.upperBound...].firstMatch(of: TextPatterns.sizeAmount),
      amount.range.lowerBound == text[match.range.upperBound...].startIndex,
      let value = Double(amount.1)
    {
      return .size(minimumBytes: nil, maximumBytes: value * unitBytes(String(amount.2)))
    }
    if let match = text.firstMatch(of: TextPatterns.atLeastWords),
      let amount = text[match.range.upperBound...].firstMatch(of: TextPatterns.sizeAmount),
      amount.range.lowerBound == text[match.range.upperBound...].startIndex,
      let value = Double(amount.1)
    {
      return .size(minimumBytes: value * unitBytes(String(amount.2)), maximumBytes: nil)
    }
    return nil
  }

  private static func unitSeconds(_ unit: String) -> Double {
    if unit.hasPrefix("h") { return 3_600 }
    if unit.hasPrefix("m") { return 60 }
    return 1
  }

  private static func unitBytes(_ unit: String) -> Double {
    switch unit {
    case "gb": 1_000_000_000
    case "mb": 1_000_000
    default: 1_000
    }
  }
}
