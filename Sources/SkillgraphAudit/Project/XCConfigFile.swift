import Foundation

/// An `.xcconfig` file: `KEY = VALUE` lines and `#include` of other files, read under the
/// project's file rule. Settings with a condition (`KEY[sdk=...]`) are left out.
enum XCConfigFile {
  /// The settings of the file at `path` (absolute) and of the files it includes.
  static func settings(at path: String, files: ProjectFiles, depth: Int = 0) -> [String: String] {
    guard depth < 8, let text = files.text(path) else { return [:] }
    var settings: [String: String] = [:]
    let folder = (path as NSString).deletingLastPathComponent
    for rawLine in text.split(whereSeparator: \.isNewline) {
      let line = stripComment(String(rawLine)).trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#include") {
        guard let first = line.firstIndex(of: "\""), let last = line.lastIndex(of: "\""),
          first < last
        else { continue }
        let included = String(line[line.index(after: first)..<last])
        let target =
          included.hasPrefix("/") ? included : (folder as NSString).appendingPathComponent(included)
        let standard = ProjectFiles.normalized(target)
        for (key, value) in Self.settings(at: standard, files: files, depth: depth + 1) {
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
