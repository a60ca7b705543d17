import SkillgraphSupport
import Testing

@Suite("line starts and the BM25 weight in the support floor")
struct LineStartsTests {
  private func starts(_ text: String) -> [Int] {
    var found: [Int] = []
    var text = text
    text.withUTF8 { bytes in LineStarts.forEach(in: bytes) { found.append($0) } }
    return found
  }

  @Test("each offset is the byte after a newline; a carriage return alone is no line end")
  func offsetsFollowNewlines() {
    #expect(starts("") == [])
    #expect(starts("one") == [])
    #expect(starts("a\nbc\n\nd") == [2, 5, 6])
    #expect(starts("a\r\nb\rc\n") == [3, 7])
  }

  @Test("split lines keep empty lines and the text after the last newline")
  func splitLinesMatchesTheStarts() {
    #expect("a\nbc\n\nd".splitLines == ["a", "bc", "", "d"])
    #expect("x\n".splitLines == ["x", ""])
  }

  @Test("a term fewer documents hold weighs more, and one every document holds stays positive")
  func inverseDocumentFrequencyFallsWithHolders() {
    let rare = BM25.inverseDocumentFrequency(holders: 1, of: 100)
    let common = BM25.inverseDocumentFrequency(holders: 100, of: 100)
    #expect(rare > common)
    #expect(common > 0)
  }
}
