import SkillgraphSupport
import Testing

/// Descriptions in listings (the home page, llms.txt) are cut after a whole word, with "…".
@Suite("Text cut at a word")
struct TextCutTests {
  @Test("a short text is kept whole, on one line")
  func shortText() {
    #expect(TextCut.atWord("Keep\nit whole", limit: 40) == "Keep it whole")
  }

  @Test("a long text ends after the last whole word that fits, with an ellipsis")
  func longText() {
    let text = "Use when an app must pick the SwiftUI background task modifier for the refresh"
    let cut = TextCut.atWord(text, limit: 50)
    #expect(cut == "Use when an app must pick the SwiftUI background…")
    #expect(cut.count <= 51)
  }

  @Test("a cut does not end on a comma or an opening parenthesis")
  func punctuation() {
    #expect(TextCut.atWord("alpha beta, (gamma delta epsilon", limit: 14) == "alpha beta…")
  }

  @Test("llms.txt and the home page cut long descriptions at a word")
  func siteListings() throws {
    let description = String(repeating: "backgrounding ", count: 40) + "end"
    let listed = TextCut.atWord(description, limit: 240)
    #expect(listed.hasSuffix("backgrounding…"))
    #expect(description.hasPrefix(String(listed.dropLast())))
  }
}
