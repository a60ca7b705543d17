import Foundation
import SkillgraphSupport

/// The first comment line of a script or text file: what it says it is for, read without
/// running it.
package enum FirstCommentLine {
  /// How much of a file is looked at.
  package static let prefixBytes = 4_096
  /// The longest summary kept, in characters.
  package static let maximumLength = 200

  /// The first comment of the file at `path`, or nil for a binary file or one without a comment
  /// before its first line of code.
  package static func read(path: String) -> String? {
    guard let data = BoundedFile.prefix(of: path, count: prefixBytes), !data.contains(0) else {
      return nil
    }
    return summary(of: String(decoding: data, as: UTF8.self))
  }

  /// The first comment in `text`: `#`, `//`, `--`, `;` line comments, `/*` and `<!--` blocks,
  /// and Python docstrings; a `#!` line is passed over.
  package static func summary(of text: String) -> String? {
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || (index == 0 && line.hasPrefix("#!")) { continue }
      guard let body = commentBody(line) else { return nil }
      let trimmed = body.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.allSatisfy({ "-=*#/".contains($0) }) { continue }
      return String(trimmed.prefix(maximumLength))
    }
    return nil
  }

  private static func commentBody(_ line: String) -> String? {
    let openers = ["<!--", "/**", "/*", "//", "--", "\"\"\"", "'''", "#", ";", "*", "%", "REM "]
    guard let opener = openers.first(where: line.hasPrefix) else { return nil }
    var body = String(line.dropFirst(opener.count))
    for closer in ["-->", "*/", "\"\"\"", "'''"] where body.hasSuffix(closer) {
      body = String(body.dropLast(closer.count))
    }
    return body
  }
}
