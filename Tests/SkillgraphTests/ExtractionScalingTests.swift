import Testing

@testable import Skillgraph

/// Patterns, anti-patterns, scenarios and examples are read in time linear in their number:
/// each is appended to the skill's arrays in place, and a pattern finds its snippets without
/// looking at every other pattern's.
@Suite("Extraction scaling")
struct ExtractionScalingTests {
  static func interpreter() -> SkillInterpreter {
    let file = SkillFile(
      id: "many", path: "many.md", relativePath: "many.md", role: .standalone,
      expectedName: "many")
    return SkillInterpreter(file: file, parser: MarkdownParser())
  }

  @Test("an entity appended through the skill's arrays grows the stored array in place")
  func appendKeepsStorage() {
    var result = Self.interpreter().interpret("# Many\n")
    result.entities.patterns.reserveCapacity(4)
    let before = result.entities.patterns.withUnsafeBufferPointer { $0.baseAddress }
    result.patterns.append(
      Pattern(
        id: "many/pattern-1", title: "One", skillID: "many", sectionID: "many#one",
        snippetIDs: [], source: SourceSpan(path: "many.md", startLine: 1, endLine: 1)))
    let after = result.entities.patterns.withUnsafeBufferPointer { $0.baseAddress }
    #expect(result.patterns.count == 1)
    #expect(before == after, "the append copied the array instead of growing it")
  }

  @Test("hundreds of patterns each keep exactly their own snippets, nested ones included")
  func manyPatternsKeepTheirSnippets() {
    var text = "# Many\n\n## Quick Patterns\n\n"
    for number in 1...300 {
      text += "### Pattern \(number): Step \(number)\n\n**Use when**: case \(number)\n\n"
      text += "```swift\nlet value = \(number)\n```\n\n"
      if number.isMultiple(of: 100) { text += "#### Detail \(number)\n\n```\nmore\n```\n\n" }
    }
    text += "## Anti-Patterns\n\n" + (1...200).map { "### Mistake \($0)\n\nDon't.\n\n" }.joined()
    let result = Self.interpreter().interpret(text)
    #expect(result.patterns.count == 300)
    #expect(result.patterns.map(\.number) == (1...300).map { Optional($0) })
    #expect(result.antiPatterns.count == 200)
    let codeByLine = Dictionary(
      uniqueKeysWithValues: result.codeSnippets.map { ($0.id, $0.code) })
    for pattern in result.patterns {
      let codes = pattern.snippetIDs.compactMap { codeByLine[$0] }
      let number = pattern.number ?? 0
      let expected =
        ["let value = \(number)\n"] + (number.isMultiple(of: 100) ? ["more\n"] : [])
      #expect(codes == expected, "pattern \(number)")
      #expect(pattern.useWhen == "case \(number)")
    }
  }

  @Test("snippets are found inside spans exactly as a filter over all of them finds them")
  func snippetLookupMatchesFilter() {
    let lines = [(3, 5), (8, 8), (10, 14), (12, 13), (20, 22), (1, 30)]
    let snippets = lines.enumerated().map { index, span in
      CodeSnippet(
        id: "s\(index)", skillID: "k", language: "", code: "",
        source: SourceSpan(path: "k.md", startLine: span.0, endLine: span.1))
    }
    let spans = [(1, 9), (9, 14), (12, 12), (15, 40), (1, 30), (40, 50)].map {
      SourceSpan(path: "k.md", startLine: $0.0, endLine: $0.1)
    }
    let found = EntityReader.snippetIDs(inside: spans, among: snippets)
    let filtered = spans.map { span in
      snippets.filter {
        $0.source.startLine >= span.startLine && $0.source.endLine <= span.endLine
      }.map(\.id)
    }
    #expect(found == filtered)
  }
}
