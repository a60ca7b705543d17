// Test-only stand-in for the `Logger` part of Apple's `os` module (unified logging), so that
// rendered templates type-check on Linux. Declarations follow the iOS 26 SDK; nothing is logged.

/// A value that writes messages to the unified logging system.
public struct Logger: @unchecked Sendable {
  /// A logger for `subsystem` (usually the bundle identifier) and `category`.
  public init(subsystem: String, category: String) {}

  /// A logger for the default subsystem.
  public init() {}

  /// Logs a message at the default level.
  public func log(_ message: OSLogMessage) {}

  /// Logs a message at `level`.
  public func log(level: OSLogType, _ message: OSLogMessage) {}

  /// Logs a message at the debug level.
  public func trace(_ message: OSLogMessage) {}

  /// Logs a message at the debug level.
  public func debug(_ message: OSLogMessage) {}

  /// Logs a message at the info level.
  public func info(_ message: OSLogMessage) {}

  /// Logs a message at the default (notice) level.
  public func notice(_ message: OSLogMessage) {}

  /// Logs a message at the error level.
  public func warning(_ message: OSLogMessage) {}

  /// Logs a message at the error level.
  public func error(_ message: OSLogMessage) {}

  /// Logs a message at the fault level.
  public func critical(_ message: OSLogMessage) {}

  /// Logs a message at the fault level.
  public func fault(_ message: OSLogMessage) {}
}

/// The level of a log message.
public struct OSLogType: Equatable, RawRepresentable, Sendable {
  /// The level's raw value.
  public let rawValue: UInt8

  /// The level with `rawValue`.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The default (notice) level.
  public static let `default` = OSLogType(rawValue: 0x00)

  /// The info level.
  public static let info = OSLogType(rawValue: 0x01)

  /// The debug level.
  public static let debug = OSLogType(rawValue: 0x02)

  /// The error level.
  public static let error = OSLogType(rawValue: 0x10)

  /// The fault level.
  public static let fault = OSLogType(rawValue: 0x11)
}

/// A log message built from a string literal with interpolations.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  /// A message with interpolations.
  public init(stringInterpolation: OSLogInterpolation) {}

  /// A message without interpolations.
  public init(stringLiteral value: String) {}
}

/// The interpolations a log message accepts.
public struct OSLogInterpolation: StringInterpolationProtocol {
  /// Starts an empty interpolation.
  public init(literalCapacity: Int, interpolationCount: Int) {}

  /// Appends literal text.
  public mutating func appendLiteral(_ literal: String) {}

  /// Appends a string, redacted unless `privacy` says otherwise.
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String,
    align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {}

  /// Appends a value's description.
  public mutating func appendInterpolation<T: CustomStringConvertible>(
    _ value: @autoclosure @escaping () -> T,
    align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {}

  /// Appends an integer.
  public mutating func appendInterpolation<T: FixedWidthInteger>(
    _ number: @autoclosure @escaping () -> T,
    format: OSLogIntegerFormatting = .decimal,
    align: OSLogIntegerAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {}

  /// Appends a floating-point number.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Double,
    format: OSLogFloatFormatting = .fixed,
    align: OSLogFloatAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {}

  /// Appends a Boolean.
  public mutating func appendInterpolation(
    _ boolean: @autoclosure @escaping () -> Bool,
    format: OSLogBoolFormat = .truth,
    privacy: OSLogPrivacy = .auto
  ) {}
}

/// How private an interpolated value is in the log.
public struct OSLogPrivacy: Equatable, Sendable {
  private let level: Int

  /// Strings and objects redacted, numbers and Booleans shown.
  public static var auto: OSLogPrivacy { OSLogPrivacy(level: 0) }

  /// Shown.
  public static var `public`: OSLogPrivacy { OSLogPrivacy(level: 1) }

  /// Redacted.
  public static var `private`: OSLogPrivacy { OSLogPrivacy(level: 2) }

  /// Redacted, also when private data logging is enabled.
  public static var sensitive: OSLogPrivacy { OSLogPrivacy(level: 3) }
}

/// The alignment of an interpolated string.
public struct OSLogStringAlignment: Sendable {
  /// No alignment.
  public static var none: OSLogStringAlignment { OSLogStringAlignment() }
}

/// The alignment of an interpolated integer.
public struct OSLogIntegerAlignment: Sendable {
  /// No alignment.
  public static var none: OSLogIntegerAlignment { OSLogIntegerAlignment() }
}

/// The alignment of an interpolated floating-point number.
public struct OSLogFloatAlignment: Sendable {
  /// No alignment.
  public static var none: OSLogFloatAlignment { OSLogFloatAlignment() }
}

/// The format of an interpolated integer.
public struct OSLogIntegerFormatting: Sendable {
  /// Decimal digits.
  public static var decimal: OSLogIntegerFormatting { OSLogIntegerFormatting() }
}

/// The format of an interpolated floating-point number.
public struct OSLogFloatFormatting: Sendable {
  /// Fixed-point notation.
  public static var fixed: OSLogFloatFormatting { OSLogFloatFormatting() }
}

/// The format of an interpolated Boolean.
public enum OSLogBoolFormat: Sendable {
  /// `true` or `false`.
  case truth
  /// `YES` or `NO`.
  case answer
}
