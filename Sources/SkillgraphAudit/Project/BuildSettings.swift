import Foundation

/// Build settings of one target in one configuration: the project's, the xcconfig files' and
/// the target's, later ones winning, with `$(VAR)` and `${VAR}` references resolved.
package struct BuildSettings: Sendable {
  /// The settings as written, unresolved.
  package var raw: [String: String] = [:]
  /// Where each setting an xcconfig file wrote last is written; a setting of the project file
  /// itself has no place here (`InfoPlistVariant.settingsFile` names that file).
  package var places: [String: SourcePlace] = [:]

  /// Settings from `values` on top of these, each written at its place in `written`, if any.
  package mutating func add(_ values: [String: String], places written: [String: SourcePlace] = [:])
  {
    for (key, value) in values {
      // NB: `$(inherited)` keeps what the level below set.
      let inherited = raw[key] ?? ""
      raw[key] = value.replacingOccurrences(of: "$(inherited)", with: inherited)
        .trimmingCharacters(in: .whitespaces)
      places[key] = written[key]
    }
  }

  /// `other`'s settings on top of these, with their places.
  package mutating func add(_ other: BuildSettings) {
    add(other.raw, places: other.places)
  }

  /// Settings Xcode defines itself, used when the project does not.
  private static let builtIn: Set<String> = [
    "PRODUCT_BUNDLE_IDENTIFIER", "PRODUCT_NAME", "TARGET_NAME", "SRCROOT", "PROJECT_DIR",
    "EXECUTABLE_NAME", "PRODUCT_MODULE_NAME", "DEVELOPMENT_LANGUAGE", "PRODUCT_BUNDLE_PACKAGE_TYPE",
    "MARKETING_VERSION", "CURRENT_PROJECT_VERSION", "AppIdentifierPrefix", "TeamIdentifierPrefix",
    "DEVELOPMENT_TEAM", "CONFIGURATION", "PLATFORM_NAME", "SDKROOT", "BUILT_PRODUCTS_DIR",
  ]

  /// `text` with every reference the settings define replaced, and the names of those they do
  /// not define (a built-in Xcode setting is not reported: Xcode supplies it).
  package func resolve(_ text: String) -> (text: String, unresolved: [String]) {
    var unresolved: [String] = []
    var result = text
    for _ in 0..<8 {
      var changed = false
      result = Self.replacingReferences(in: result) { name in
        let base = String(name.split(separator: ":").first ?? Substring(name))
        if let value = raw[base] {
          changed = true
          return value
        }
        if !Self.builtIn.contains(base), !unresolved.contains(base) { unresolved.append(base) }
        return nil
      }
      if !changed { break }
    }
    return (result, unresolved)
  }

  /// The resolved value of `key`, when set.
  package func value(_ key: String) -> String? {
    raw[key].map { resolve($0).text }
  }

  /// `text` with each `$(NAME)` / `${NAME}` replaced by `lookup(NAME)` when it gives a value.
  static func replacingReferences(in text: String, _ lookup: (String) -> String?) -> String {
    var output = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      output += rest[..<dollar]
      let afterDollar = rest.index(after: dollar)
      guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{"
      else {
        output.append("$")
        rest = rest[afterDollar...]
        continue
      }
      let closer: Character = rest[afterDollar] == "(" ? ")" : "}"
      guard let end = rest[afterDollar...].firstIndex(of: closer) else {
        output += rest[dollar...]
        return output
      }
      let name = String(rest[rest.index(after: afterDollar)..<end])
      output += lookup(name) ?? String(rest[dollar...end])
      rest = rest[rest.index(after: end)...]
    }
    return output + rest
  }
}
