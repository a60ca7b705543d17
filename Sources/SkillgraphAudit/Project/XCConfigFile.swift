import Foundation

/// An `.xcconfig` file: `KEY = VALUE` lines and `#include` of other files, read under the
/// project's file rule. Settings with a condition (`KEY[sdk=...]`) are left out.
enum XCConfigFile {
  /// The settings of the file at `path` (absolute) and of the files it includes, with the place
  /// where each is written.
  static func settings(at path: String, files: ProjectFiles) -> BuildSettings {
    var places: [String: SourcePlace] = [:]
    let values = settings(at: path, files: files, depth: 0, places: &places)
    var result = BuildSettings()
    result.add(values, places: places)
    return result
  }

  private static func settings(
    at path: String, files: ProjectFiles, depth: Int, places: inout [String: SourcePlace]
  ) -> [String: String] {
    guard depth < 8, let text = files.text(path) else { return [:] }
    var settings: [String: String] = [:]
    let folder = (path as NSString).deletingLastPathComponent
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = stripComment(String(rawLine)).trimmingCharacters(in: .whitespacesAndNewlines)
      if line.hasPrefix("#include") {
        guard let first = line.firstIndex(of: "\""), let last = line.lastIndex(of: "\""),
          first < last
        else { continue }
        let included = String(line[line.index(after: first)..<last])
        let target =
          included.hasPrefix("/") ? included : (folder as NSString).appendingPathComponent(included)
        let standard = ProjectFiles.normalized(target)
        for (key, value) in Self.settings(
          at: standard, files: files, depth: depth + 1, places: &places)
        {
          settings[key] = value
        }
        continue
      }
      guard let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      guard !key.isEmpty, !key.contains("["), !key.contains(" ") else { continue }
      let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      let inherited = settings[key] ?? "$(inherited)"
      settings[key] = value.replacingOccurrences(of: "$(inherited)", with: inherited)
      places[key] = SourcePlace(path: path, line: index + 1)
    }
    return settings
  }

  /// `line` without a `//` comment (one at the start or after a space, not inside `https://`).
  private static func stripComment(_ line: String) -> String {
    if line.hasPrefix("//") { return "" }
    guard let range = line.range(of: " //") ?? line.range(of: "\t//") else { return line }
    return String(line[..<range.lowerBound])
  }
}
