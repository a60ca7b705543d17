/// Where each page of the site lives, as paths relative to the output folder.
package enum SitePath {
  /// The page of a skill.
  package static func skill(_ id: String) -> String { "skills/\(fileName(id)).html" }
  /// The Markdown twin of a skill.
  package static func skillMarkdown(_ id: String) -> String { "skills/\(fileName(id)).md" }
  /// The page of a decision tree.
  package static func tree(_ id: String) -> String { "trees/\(fileName(id)).html" }
  /// The page of a template set.
  package static func template(_ id: String) -> String { "templates/\(fileName(id)).html" }

  /// The Markdown twin's path of an HTML page.
  package static func twin(of page: String) -> String {
    page.hasSuffix(".html") ? String(page.dropLast(5)) + ".md" : page + ".md"
  }

  /// The longest file name kept whole, in bytes (file systems allow 255; `.html` and a
  /// twin's `.md` are added).
  package static let maximumNameBytes = 200

  /// An ID as one safe file name: ASCII letters, digits, `-`, `_` and `.`; anything else
  /// (a `/`, `..`, a space) becomes `-`, and a leading `.` becomes `_`.
  ///
  /// NB: two IDs do not share a name: when a character other than `/` had to be replaced, or
  /// the name was cut to `maximumNameBytes`, a hash of the whole ID follows it (`a b` →
  /// `a-b-1f3c…`, while the ID `a-b` stays `a-b`). A `/` (a tree's or a skill document's ID)
  /// becomes `-` alone, to keep those names readable; a skill document `a/b` beside a skill
  /// `a-b` is the one clash left, and the writer refuses it by name (`SiteError.samePath`).
  package static func fileName(_ id: String) -> String {
    var result = ""
    var changed = false
    for scalar in id.unicodeScalars {
      let value = scalar.value
      let keep =
        (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
        || (value >= 0x30 && value <= 0x39) || scalar == "-" || scalar == "_" || scalar == "."
      result.unicodeScalars.append(keep ? scalar : "-")
      changed = changed || !(keep || scalar == "/")
    }
    if result.hasPrefix(".") {
      result = "_" + result.dropFirst()
      changed = true
    }
    if result.utf8.count > maximumNameBytes {
      result = String(result.prefix(maximumNameBytes - 17))
      changed = true
    }
    guard changed || result.isEmpty else { return result }
    return (result.isEmpty ? "_" : result) + "-" + hash(id)
  }

  /// 16 hexadecimal digits of the FNV-1a hash of `text`'s UTF-8 bytes: stable across runs
  /// and machines, unlike `Hasher`.
  private static func hash(_ text: String) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Whether `path` stays inside the output folder: relative, no `..`, `.` or empty
  /// components, no NUL, no backslash.
  package static func isContained(_ path: String) -> Bool {
    guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\0"), !path.contains("\\") else {
      return false
    }
    return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
      !$0.isEmpty && $0 != ".." && $0 != "."
    }
  }

  /// The relative link from the page at `from` to `to` (both relative to the output folder).
  package static func relative(from page: String, to target: String) -> String {
    let depth = page.split(separator: "/").count - 1
    let prefix = String(repeating: "../", count: depth)
    return prefix + target
  }

  /// The prefix that leads from `page` back to the output folder (`""` or `"../"`).
  package static func root(of page: String) -> String {
    String(repeating: "../", count: page.split(separator: "/").count - 1)
  }
}
