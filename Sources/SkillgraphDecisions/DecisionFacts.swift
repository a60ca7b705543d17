package import SkillgraphModel
import SkillgraphTemplates

/// What the user already knows: `ios=17.4`, `duration=45s`, `size=200MB`, or a question or
/// option ID set to an option (`ID=yes`).
public struct DecisionFacts: Sendable, Hashable {
  /// The minimum iOS version.
  public var iosVersion: Double?
  /// How long the work runs, in seconds.
  public var durationSeconds: Double?
  /// How much data, in bytes.
  public var sizeBytes: Double?
  /// Facts named after questions or options.
  public var named: [String: String]

  /// Facts from `NAME=VALUE` pairs; a malformed value is an error naming the fact and the rule.
  public init(_ pairs: [String: String]) throws(DecisionError) {
    named = [:]
    for (name, value) in pairs.sorted(by: { $0.key < $1.key }) {
      switch name {
      case "ios":
        guard let version = Double(value.lowercased().replacingPrefix("ios", with: "")), version > 0
        else {
          throw .badFact(name: name, value: value, rule: "is not an iOS version such as 17 or 17.4")
        }
        iosVersion = version
      case "duration":
        guard let seconds = DurationText.seconds(value) else {
          throw .badFact(name: name, value: value, rule: "is not a duration such as 45s, 10m or 2h")
        }
        durationSeconds = seconds
      case "size":
        guard let bytes = Self.bytes(value) else {
          throw .badFact(name: name, value: value, rule: "is not a size such as 500KB, 20MB or 2GB")
        }
        sizeBytes = bytes
      default:
        named[name] = value
      }
    }
  }

  /// The value a guard is compared with, if the fact is known.
  package func value(for condition: GuardCondition) -> Double? {
    switch condition {
    case .osVersion: iosVersion
    case .duration: durationSeconds
    case .size: sizeBytes
    }
  }

  package static func bytes(_ text: String) -> Double? {
    let lowered = text.lowercased().trimmed
    for (unit, factor) in [("gb", 1e9), ("mb", 1e6), ("kb", 1e3), ("b", 1.0)]
    where lowered.hasSuffix(unit) {
      return Double(String(lowered.dropLast(unit.count)).trimmed).flatMap {
        $0 >= 0 ? $0 * factor : nil
      }
    }
    return Double(lowered).flatMap { $0 >= 0 ? $0 : nil }
  }
}

extension String {
  /// The string without `prefix`, when it starts with it.
  package func replacingPrefix(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}

extension GuardCondition {
  /// The range's ends, open ends as infinities. An iOS range that ends at a whole version
  /// ("iOS 13-15") covers that version's updates (15.8) too.
  package var bounds: (lower: Double, upper: Double) {
    switch self {
    case .osVersion(let minimum, let maximum):
      let upper = maximum.map { $0.rounded(.down) == $0 ? $0 + 0.999_999 : $0 }
      return (minimum ?? -.infinity, upper ?? .infinity)
    case .duration(let minimum, let maximum), .size(let minimum, let maximum):
      return (minimum ?? -.infinity, maximum ?? .infinity)
    }
  }

  /// Whether `value`, outside the range, can still take this path: an iOS version above the
  /// range (an older system's path runs on a newer one), a duration or size below it (a path
  /// for longer or larger work also does shorter or smaller work).
  package func admitsFromOutside(_ value: Double) -> Bool {
    switch self {
    case .osVersion: value > bounds.upper
    case .duration, .size: value < bounds.lower
    }
  }

  /// How far `value` lies outside the range (0 inside it).
  package func distance(to value: Double) -> Double {
    let (lower, upper) = bounds
    if value < lower { return lower - value }
    if value > upper { return value - upper }
    return 0
  }
}
