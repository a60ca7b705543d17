/// A condition that facts can settle: an OS version, a duration or a size range.
public enum GuardCondition: Hashable, Sendable, Codable {
  /// An iOS version range, inclusive; nil ends are open.
  case osVersion(minimum: Double?, maximum: Double?)
  /// A duration range in seconds; nil ends are open.
  case duration(minimumSeconds: Double?, maximumSeconds: Double?)
  /// A size range in bytes; nil ends are open.
  case size(minimumBytes: Double?, maximumBytes: Double?)

  /// The fact that settles this condition: `ios`, `duration` or `size`.
  public var factName: String {
    switch self {
    case .osVersion: "ios"
    case .duration: "duration"
    case .size: "size"
    }
  }
}
