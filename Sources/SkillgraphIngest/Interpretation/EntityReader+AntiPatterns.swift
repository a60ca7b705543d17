package import SkillgraphModel
import SkillgraphSupport

extension EntityReader {
  package static let antiPatternWords = [
    "anti-pattern", "antipattern", "anti pattern", "common mistake", "mistakes",
  ]

  /// An anti-pattern for each entry of an "Anti-Patterns"/"Common Mistakes" section, and for any
  /// other section holding ❌/✅ or WRONG/CORRECT code.
  package mutating func readAntiPattern(
    _ index: Int, snippets: [CodeSnippet], into result: inout InterpretedSkill
  ) {
    let entry = outline.entries[index]
    guard entry.section.level > 0 else { return }
    let ownTitleMatches = entry.namesAntiPatterns
    let parentMatches = entry.parent.map { outline.entries[$0].namesAntiPatterns } ?? false
    let markers = snippets.map { Self.marker(of: $0.code) }
    let wrong = zip(snippets, markers).filter { $0.1 == .wrong }.map(\.0.id)
    let correct = zip(snippets, markers).filter { $0.1 == .correct }.map(\.0.id)
    let isEntry = parentMatches || (ownTitleMatches && entry.children.isEmpty)
    guard isEntry || !wrong.isEmpty else { return }
    result.antiPatterns.append(
      AntiPattern(
        id: ids.next("anti-pattern"), title: entry.section.title, skillID: skill.id,
        sectionID: entry.section.id, wrongSnippetIDs: wrong, correctSnippetIDs: correct,
        source: entry.section.source))
  }

  package enum CodeMarker {
    case wrong
    case correct
  }

  /// Whether code is marked wrong or right in its first lines.
  package static func marker(of code: String) -> CodeMarker? {
    // NB: the first three non-empty lines, found by walking the bytes: splitting built arrays
    // and substrings for every snippet.
    var code = code
    return code.withUTF8 { bytes in
      var start = 0
      var seen = 0
      while start < bytes.count, seen < 3 {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if end > start {
          seen += 1
          let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
          if line.containsBytes("❌") || line.containsBytes("WRONG") || line.containsBytes("// BAD")
          {
            return .wrong
          }
          if line.containsBytes("✅") || line.containsBytes("CORRECT")
            || line.containsBytes("// GOOD")
          {
            return .correct
          }
        }
        start = end + 1
      }
      return nil
    }
  }
}
