/// Separates the prose of Markdown from the contents of its code fences.
enum FenceSplitter {
  /// The lines outside fences (`prose`) and inside them (`code`), each joined by newlines.
  static func split(_ markdown: String) -> (prose: String, code: String) {
    var prose: [Substring] = []
    var code: [Substring] = []
    var fence: Substring?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if let open = fence {
        if trimmed.hasPrefix(open) {
          fence = nil
        } else {
          code.append(line)
        }
      } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        fence = trimmed.prefix { $0 == trimmed.first }
      } else {
        prose.append(line)
      }
    }
    return (prose.joined(separator: "\n"), code.joined(separator: "\n"))
  }

  /// Whether each line of `lines` lies inside a code fence (fence lines included).
  static func fencedLines(_ lines: [Substring]) -> [Bool] {
    var fence: Substring?
    return lines.map { line in
      let trimmed = line.drop { $0 == " " }
      if let open = fence {
        if trimmed.hasPrefix(open) { fence = nil }
        return true
      }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        fence = trimmed.prefix { $0 == trimmed.first }
        return true
      }
      return false
    }
  }
}
