/// Recognises conditions that facts can settle: OS versions, durations and sizes.
enum GuardParser {
  /// The guard a condition expresses, if any.
  static func parse(_ condition: String) -> GuardCondition? {
    let text = condition.lowercased()
    return osVersion(text) ?? duration(text) ?? size(text)
  }

  private static func osVersion(_ text: String) -> GuardCondition? {
    if let match = text.firstMatch(of: /ios\s*([0-9]+(?:\.[0-9]+)?)\s*(?:-|–|to)\s*(?:ios\s*)?([0-9]+(?:\.[0-9]+)?)/) {
      return .osVersion(minimum: Double(match.1), maximum: Double(match.2))
    }
    if let match = text.firstMatch(of: /ios\s*([0-9]+(?:\.[0-9]+)?)\s*(?:\+|or later|and later|or newer|and up)/) {
      return .osVersion(minimum: Double(match.1), maximum: nil)
    }
    if let match = text.firstMatch(of: /(?:before|below|earlier than|older than|pre-|<)\s*ios\s*([0-9]+(?:\.[0-9]+)?)/),
      let version = Double(match.1)
    {
      return .osVersion(minimum: nil, maximum: version - 0.01)
    }
    return nil
  }

  private static func duration(_ text: String) -> GuardCondition? {
    let upper = /(?:≤|<=|<|under|less than|within|up to|at most|no more than|fewer than)\s*~?\s*([0-9]+(?:\.[0-9]+)?)\s*(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h)\b/
    let lower = /(?:≥|>=|>|over|more than|at least|longer than|beyond)\s*~?\s*([0-9]+(?:\.[0-9]+)?)\s*(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h)\b/
    if let match = text.firstMatch(of: upper), let value = Double(match.1) {
      return .duration(minimumSeconds: nil, maximumSeconds: value * unitSeconds(String(match.2)))
    }
    if let match = text.firstMatch(of: lower), let value = Double(match.1) {
      return .duration(minimumSeconds: value * unitSeconds(String(match.2)), maximumSeconds: nil)
    }
    if let match = text.firstMatch(of: /([0-9]+(?:\.[0-9]+)?)\s*\+\s*(seconds?|secs?|s|minutes?|mins?|m|hours?|h)\b/),
      let value = Double(match.1)
    {
      return .duration(minimumSeconds: value * unitSeconds(String(match.2)), maximumSeconds: nil)
    }
    if text.contains(/several minutes|multiple minutes|many minutes|minutes of|long-running|longer runtime|hours/) {
      return .duration(minimumSeconds: 60, maximumSeconds: nil)
    }
    return nil
  }

  private static func size(_ text: String) -> GuardCondition? {
    let unit = /\s*([0-9]+(?:\.[0-9]+)?)\s*(kb|mb|gb)\b/
    if let match = text.firstMatch(of: /(?:≤|<=|<|under|less than|up to|at most)/), let amount = text[match.range.upperBound...].firstMatch(of: unit),
      amount.range.lowerBound == text[match.range.upperBound...].startIndex, let value = Double(amount.1)
    {
      return .size(minimumBytes: nil, maximumBytes: value * unitBytes(String(amount.2)))
    }
    if let match = text.firstMatch(of: /(?:≥|>=|>|over|more than|at least|larger than)/), let amount = text[match.range.upperBound...].firstMatch(of: unit),
      amount.range.lowerBound == text[match.range.upperBound...].startIndex, let value = Double(amount.1)
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
