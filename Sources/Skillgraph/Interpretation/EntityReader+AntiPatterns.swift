extension EntityReader {
  static let antiPatternWords = [
    "anti-pattern", "antipattern", "anti pattern", "common mistake", "mistakes",
  ]

  /// An anti-pattern for each entry of an "Anti-Patterns"/"Common Mistakes" section, and for any
  /// other section holding ❌/✅ or WRONG/CORRECT code.
  mutating func readAntiPattern(
    _ index: Int, snippets: [CodeSnippet], into result: inout InterpretedSkill
  ) {
    let entry = outline.entries[index]
    guard entry.section.level > 0 else { return }
    let ownTitleMatches = Self.antiPatternWords.contains { entry.normalizedTitle.containsBytes($0) }
    let parentMatches =
      entry.parent.map { parent in
        Self.antiPatternWords.contains { outline.entries[parent].normalizedTitle.containsBytes($0) }
      } ?? false
    let wrong = snippets.filter { Self.marker(of: $0.code) == .wrong }.map(\.id)
    let correct = snippets.filter { Self.marker(of: $0.code) == .correct }.map(\.id)
    let isEntry = parentMatches || (ownTitleMatches && entry.children.isEmpty)
    guard isEntry || !wrong.isEmpty else { return }
    result.antiPatterns.append(
      AntiPattern(
        id: ids.next("anti-pattern"), title: entry.section.title, skillID: skill.id,
        sectionID: entry.section.id, wrongSnippetIDs: wrong, correctSnippetIDs: correct,
        source: entry.section.source))
  }

  enum CodeMarker {
    case wrong
    case correct
  }

  /// Whether code is marked wrong or right in its first lines.
  static func marker(of code: String) -> CodeMarker? {
    var newlines = 0
    let end =
      code.utf8.firstIndex { byte in
        if byte == UInt8(ascii: "\n") { newlines += 1 }
        return newlines == 3
      } ?? code.utf8.endIndex
    let head = code.utf8[..<end]
    let text = Substring(head)
    if text.containsBytes("❌") || text.containsBytes("WRONG") || text.containsBytes("// BAD") {
      return .wrong
    }
    if text.containsBytes("✅") || text.containsBytes("CORRECT") || text.containsBytes("// GOOD") {
      return .correct
    }
    return nil
  }
}
