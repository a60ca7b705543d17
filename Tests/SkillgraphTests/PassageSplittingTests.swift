import Testing

@testable import Skillgraph

@Suite("Passages: splitting a unit into pieces")
struct PassageSplittingTests {
  @Test(
    "prose splits into whole sentences",
    arguments: [
      (
        "It runs. Then it stops! Does it? Yes.", ["It runs.", "Then it stops!", "Does it?", "Yes."]
      ),
      (
        "Use a timer, e.g. a repeating one. Next.", ["Use a timer, e.g. a repeating one.", "Next."]
      ),
      ("Call `stop(). Then` now. Done.", ["Call `stop(). Then` now.", "Done."]),
      ("Since iOS 13. The API changed.", ["Since iOS 13.", "The API changed."]),
      ("Version 1.5 is out. **Update** now.", ["Version 1.5 is out.", "**Update** now."]),
      ("It ends (really.) Next one.", ["It ends (really.)", "Next one."]),
      ("lower case after a stop. stays one", ["lower case after a stop. stays one"]),
    ])
  func sentences(paragraph: String, expected: [String]) {
    #expect(SentenceSplitter.sentences(in: paragraph) == expected)
  }

  @Test("headings are left out; a wrapped paragraph's sentences are joined lines")
  func paragraphs() {
    let pieces = PassageSplitter.pieces(of: "## Title\n\nOne line\nwrapped. Two.\n\nThree.")
    #expect(pieces.map(\.text) == ["One line wrapped.", "Two.", "Three."])
    #expect(pieces[0].block == pieces[1].block && pieces[1].block != pieces[2].block)
    #expect(pieces.allSatisfy { $0.kind == .sentence })
  }

  @Test("a list item stays whole with its continuation lines; one list is one block")
  func listItems() {
    let pieces = PassagePiece.texts(of: "- First item\n  goes on. Still.\n- Second\n\n1. Third")
    #expect(pieces.map(\.text) == ["- First item\n  goes on. Still.", "- Second", "1. Third"])
    #expect(pieces.map(\.kind) == [.listItem, .listItem, .listItem])
    #expect(Set(pieces.map(\.block)).count == 1)
  }

  @Test("a table row is a piece led by the header and separator")
  func tableRows() {
    let pieces = PassageSplitter.pieces(of: "| A | B |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |")
    #expect(pieces.map(\.text) == ["| 1 | 2 |", "| 3 | 4 |"])
    #expect(pieces.allSatisfy { $0.kind == .tableRow && $0.lead == "| A | B |\n|---|---|" })
  }

  @Test("a short code block is one piece; a long one is its lines, led by the opening fence")
  func codeBlocks() {
    let short = PassageSplitter.pieces(of: "```swift\nlet a = 1\n```")
    #expect(short.map(\.kind) == [.codeBlock])
    #expect(short.first?.text == "```swift\nlet a = 1\n```")
    let lines = (1...30).map { "let value\($0) = compute(\($0))" }
    let long = PassageSplitter.pieces(of: "```swift\n" + lines.joined(separator: "\n") + "\n```")
    #expect(long.count == 30)
    #expect(long.allSatisfy { $0.kind == .codeLine && $0.lead == "```swift" })
    #expect(long.first?.text == "let value1 = compute(1)")
  }

  @Test("code lines are cut at line boundaries, marked, and their fence is closed")
  func cutCode() {
    let lines = (1...30).map { "let value\($0) = compute(\($0))" }
    let pieces = PassageSplitter.pieces(of: "```swift\n" + lines.joined(separator: "\n") + "\n```")
    let text = PassageRenderer.text(of: pieces, chosen: [4, 5, 20])
    #expect(
      text == """
        ```swift
        …
        let value5 = compute(5)
        let value6 = compute(6)
        …
        let value21 = compute(21)
        …
        ```
        """)
  }

  @Test("pieces left out between two shown are marked; a table row keeps its header")
  func rendering() {
    let markdown = "First. Second. Third.\n\n| A | B |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |"
    let pieces = PassageSplitter.pieces(of: markdown)
    #expect(PassageRenderer.text(of: pieces, chosen: [0, 1]) == "First. Second.")
    #expect(PassageRenderer.text(of: pieces, chosen: [0, 2]) == "First.\n…\nThird.")
    #expect(
      PassageRenderer.text(of: pieces, chosen: [0, 4])
        == "First.\n\n…\n\n| A | B |\n|---|---|\n| … |\n| 3 | 4 |")
  }

  @Test("text costs what it costs inside a JSON string")
  func jsonCost() {
    #expect(JSONTextCost.bytes(of: "ab") == 2)
    #expect(JSONTextCost.bytes(of: "a\"b\n") == 6)
    #expect(JSONTextCost.bytes(of: "é/") == 3)
    #expect(JSONTextCost.tokens(of: "abcdefgh") == 2)
  }
}

extension PassagePiece {
  /// The pieces of `markdown`.
  fileprivate static func texts(of markdown: String) -> [PassagePiece] {
    PassageSplitter.pieces(of: markdown)
  }
}
