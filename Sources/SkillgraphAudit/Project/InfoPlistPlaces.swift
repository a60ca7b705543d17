import Foundation

/// Where an Info.plist key is written, and its values with build-setting references resolved.
enum InfoPlistPlaces {
  /// The place of `<key>KEY</key>` in an XML property list (line 1 for a binary one, or when
  /// the key is not found as such).
  static func place(of key: String, in text: String, path: String) -> SourcePlace {
    let needle = "<key>\(key)</key>"
    var line = 1
    for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let range = row.range(of: needle) {
        return SourcePlace(
          path: path, line: line,
          column: row.distance(from: row.startIndex, to: range.lowerBound) + 1)
      }
      line += 1
    }
    return SourcePlace(path: path, line: 1)
  }

  /// `value` with `$(VAR)` references in its strings resolved by `settings`, and the names
  /// left unresolved.
  static func resolving(_ value: PlistValue, with settings: BuildSettings) -> (
    value: PlistValue, unresolved: [String]
  ) {
    switch value {
    case .string(let text):
      guard text.contains("$") else { return (value, []) }
      let resolved = settings.resolve(text)
      return (.string(resolved.text), resolved.unresolved)
    case .array(let items):
      var names: [String] = []
      let resolved = items.map { item in
        let result = resolving(item, with: settings)
        names += result.unresolved
        return result.value
      }
      return (.array(resolved), names)
    case .dictionary(let entries):
      var names: [String] = []
      var resolved: [String: PlistValue] = [:]
      for (key, item) in entries {
        let result = resolving(item, with: settings)
        names += result.unresolved
        resolved[key] = result.value
      }
      return (.dictionary(resolved), names)
    default:
      return (value, [])
    }
  }
}
