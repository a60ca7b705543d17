/// A target of a project, as the audit sees it: what it builds, its Info.plist for each
/// configuration, its sources and its entitlements.
package struct AuditTarget: Sendable {
  /// What a target builds, as far as the rules care.
  package enum Kind: String, Sendable, Codable {
    /// An application (`com.apple.product-type.application` and its watch and App Clip kinds).
    case application
    /// An app extension.
    case appExtension = "extension"
    /// A framework, library, test bundle, package target or anything else.
    case other
  }

  /// The target's name.
  package var name: String
  /// What it builds.
  package var kind: Kind
  /// Its Info.plist, once per build configuration (or once when it has none).
  package var infoPlists: [InfoPlistVariant]
  /// Its Swift sources (absolute paths).
  package var swiftFiles: [String]
  /// Its Objective-C sources (absolute paths).
  package var objectiveCFiles: [String]
  /// Its entitlements files (absolute paths).
  package var entitlements: [String]

  /// A target with every property given.
  package init(
    name: String, kind: Kind, infoPlists: [InfoPlistVariant], swiftFiles: [String],
    objectiveCFiles: [String] = [], entitlements: [String] = []
  ) {
    self.name = name
    self.kind = kind
    self.infoPlists = infoPlists
    self.swiftFiles = swiftFiles
    self.objectiveCFiles = objectiveCFiles
    self.entitlements = entitlements
  }
}

/// The Info.plist of a target in one build configuration: the file's keys, and those Xcode
/// generates from `INFOPLIST_KEY_*` build settings, with where each key is written.
package struct InfoPlistVariant: Sendable {
  /// The build configuration (`Debug`, `Release`, ...), or empty when there is none.
  package var configuration: String
  /// The Info.plist file (absolute), when the target names one.
  package var path: String?
  /// The keys and their values.
  package var values: [String: PlistValue]
  /// Where each key is written: a file and its line.
  package var places: [String: SourcePlace]
  /// `$(VARIABLE)` references the project does not define, with where they are written.
  package var unresolved: [(name: String, key: String, place: SourcePlace)]
  /// The target's build settings in this configuration (the deployment target, ...).
  package var settings = BuildSettings()
  /// The project file the settings are written in (absolute), when there is one.
  package var settingsFile: String?

  /// A variant with every property given.
  package init(
    configuration: String, path: String?, values: [String: PlistValue],
    places: [String: SourcePlace] = [:],
    unresolved: [(name: String, key: String, place: SourcePlace)] = []
  ) {
    self.configuration = configuration
    self.path = path
    self.values = values
    self.places = places
    self.unresolved = unresolved
  }

  /// The strings of `key` (an array of strings, or one string).
  package func strings(_ key: String) -> [String] { values[key]?.strings ?? [] }
}

/// A place in a project file: an absolute path and a 1-based line and column.
package struct SourcePlace: Sendable, Hashable {
  /// The file (absolute).
  package var path: String
  /// The line, from 1.
  package var line: Int
  /// The column, from 1.
  package var column: Int

  /// A place with every property given.
  package init(path: String, line: Int, column: Int = 1) {
    self.path = path
    self.line = line
    self.column = column
  }
}
