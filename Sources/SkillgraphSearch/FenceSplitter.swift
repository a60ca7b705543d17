import SkillgraphIngest
import SkillgraphMarkdown
import SkillgraphModel

/// Separates the prose of Markdown from the contents of its code fences.
// NB: lines are split and compared as UTF-8 bytes: splitting into Characters (grapheme
// clusters) was a sixth of indexing a collection.
package enum FenceSplitter {
  /// The lines outside fences (`prose`) and inside them (`code`), each joined by newlines.
  package static func split(_ markdown: String) -> (prose: String, code: String) {
    var prose: [Substring] = []
    var code: [Substring] = []
    var fence: Substring.UTF8View?
    for bytes in markdown.utf8.split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    {
      let line = Substring(bytes)
      let trimmed = line.utf8.drop { $0 == UInt8(ascii: " ") }
      if let open = fence {
        if trimmed.starts(with: open) {
          fence = nil
        } else {
          code.append(line)
        }
      } else if let opening = Self.opening(trimmed) {
        fence = opening
      } else {
        prose.append(line)
      }
    }
    return (prose.joined(separator: "\n"), code.joined(separator: "\n"))
  }

  /// Whether each line of `lines` lies inside a code fence (fence lines included).
  package static func fencedLines(_ lines: [Substring]) -> [Bool] {
    var fence: Substring.UTF8View?
    return lines.map { line in
      let trimmed = line.utf8.drop { $0 == UInt8(ascii: " ") }
      if let open = fence {
        if trimmed.starts(with: open) { fence = nil }
        return true
      }
      if let opening = Self.opening(trimmed) {
        fence = opening
        return true
      }
      return false
    }
  }

  /// The run of backticks or tildes that opens a fence on `trimmed`, when it opens one.
  private static func opening(_ trimmed: Substring.UTF8View) -> Substring.UTF8View? {
    guard let first = trimmed.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~"),
      trimmed.starts(with: repeatElement(first, count: 3))
    else { return nil }
    return trimmed.prefix { $0 == first }
  }
}
