import SkillgraphDecisions
import SkillgraphIngest
import SkillgraphMarkdown
import SkillgraphModel
import SkillgraphTemplates

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

  /// An ID as one safe file name: ASCII letters, digits, `-`, `_` and `.`; anything else
  /// (a `/`, `..`, a space) becomes `-`, and a leading `.` becomes `_`.
  package static func fileName(_ id: String) -> String {
    var result = ""
    for scalar in id.unicodeScalars {
      let value = scalar.value
      let keep =
        (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
        || (value >= 0x30 && value <= 0x39) || scalar == "-" || scalar == "_" || scalar == "."
      result.unicodeScalars.append(keep ? scalar : "-")
    }
    if result.hasPrefix(".") { result = "_" + result.dropFirst() }
    return result.isEmpty ? "_" : result
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
