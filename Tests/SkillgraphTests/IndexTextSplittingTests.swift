import Testing

@testable import Skillgraph

/// The byte-level text splitting of indexing: fences, identifiers across multi-byte scalars, and
/// the word-shape filter in front of the word dictionaries.
@Suite("Index text splitting")
struct IndexTextSplittingTests {
  @Test(
    "prose and fenced code are told apart line by line",
    arguments: [
      ("", "", ""),
      ("one\n", "one\n", ""),
      ("a\n```swift\nlet x = 1\n\n```\nb", "a\nb", "let x = 1\n"),
      ("  ~~~~\ncode ```\n~~~\nstill\n  ~~~~~\nafter", "after", "code ```\n~~~\nstill"),
      ("→ ✅\n```\n❌ é\n", "→ ✅", "❌ é\n"),
      ("``\n`` x", "``\n`` x", ""),
    ])
  func fences(markdown: String, prose: String, code: String) {
    let split = FenceSplitter.split(markdown)
    #expect(split.prose == prose)
    #expect(split.code == code)
  }

  @Test("identifiers next to multi-byte scalars split as in ASCII text")
  func identifiersBesideEmoji() {
    let split = IdentifierSplitter.splitIdentifiers(
      in: "✅ setTaskCompleted→URLSession 🙂ÉcoleNormale 日本Kit ½Value setTaskCompleted")
    #expect(split.map(\.identifier) == ["setTaskCompleted", "URLSession", "ÉcoleNormale"])
    #expect(split.map(\.words) == ["set task completed", "url session", "école normale"])
  }

  @Test("a word shape filter never turns away one of its words")
  func wordShapes() {
    let words: [Substring] = ["ran", "understood", "é", "averyveryverylongword"]
    let shapes = WordShapes(words)
    for word in words { #expect(shapes.mayContain(word)) }
    #expect(!shapes.mayContain("xyz"))
    #expect(!shapes.mayContain(""))
    let forms = IrregularForms.baseForms(of: ["the", "task", "ran", "and", "ran", "woke"])
    #expect(forms == ["run", "wake"])
  }
}
