import Testing

@testable import Skillgraph

/// The Markdown layer: cmark-gfm's tree copied into Swift values with 1-based ranges.
@Suite("Markdown parser")
struct MarkdownParserTests {
  static let sample = """
    # Title

    - [ ] open task
    - [x] done task

    | a | b |
    |---|---|
    | 1 | 2 |

    Text with ~~struck~~ and https://example.com here.[^1]

    [^1]: A footnote.

    ```swift title="App.swift"
    let x = 1
    ```
    """

  let document = MarkdownParser().parse(sample).root

  /// Every node of `node`'s subtree, in document order.
  static func all(_ node: MarkdownNode) -> [MarkdownNode] {
    var result: [MarkdownNode] = []
    node.forEachDescendant { result.append($0) }
    return result
  }

  static func range(_ a: (Int, Int), _ b: (Int, Int)) -> SourceRange {
    SourceRange(
      start: SourcePosition(line: a.0, column: a.1), end: SourcePosition(line: b.0, column: b.1))
  }

  @Test("top-level blocks come out in order with 1-based line and column ranges")
  func blockRanges() {
    let blocks = document.children
    #expect(blocks.count == 6)
    #expect(blocks[0].kind == .heading(level: 1))
    #expect(blocks[0].range == Self.range((1, 1), (1, 7)))
    #expect(blocks[1].kind == .list(ordered: false, start: 0))
    #expect(blocks[1].range.start == SourcePosition(line: 3, column: 1))
    #expect(blocks[2].kind == .table)
    #expect(blocks[2].range.start == SourcePosition(line: 6, column: 1))
    #expect(blocks[2].range.end.line == 8)
    #expect(blocks[3].kind == .paragraph)
    #expect(blocks[3].range.start == SourcePosition(line: 10, column: 1))
    #expect(blocks[4].range == Self.range((14, 1), (16, 3)))
    #expect(document.kind == .document)
  }

  @Test("task list items are unchecked or checked, with their own lines")
  func taskItems() {
    let items = document.children[1].children
    #expect(items.map(\.kind) == [.item(task: .unchecked), .item(task: .checked)])
    #expect(items.map(\.range.start.line) == [3, 4])
    #expect(items.map(\.plainText) == ["open task\n", "done task\n"])
  }

  @Test("a table has a header row, a body row and one cell per column")
  func table() {
    let rows = document.children[2].children
    #expect(rows.map(\.kind) == [.tableRow(isHeader: true), .tableRow(isHeader: false)])
    #expect(rows.map { $0.children.map(\.plainText) } == [["a", "b"], ["1", "2"]])
    #expect(rows.allSatisfy { $0.children.allSatisfy { $0.kind == .tableCell } })
    #expect(rows[1].range.start.line == 8)
  }

  @Test("struck text, an autolink and a footnote reference are inline nodes of the paragraph")
  func inlineExtensions() {
    let inline = Self.all(document.children[3])
    let struck = inline.first { $0.kind == .strikethrough }
    #expect(struck?.plainText == "struck")
    #expect(inline.contains { $0.kind == .link(destination: "https://example.com", title: "") })
    #expect(inline.contains { $0.kind == .footnoteReference("1") })
    #expect(struck?.range.start == SourcePosition(line: 10, column: 11))
  }

  @Test("a footnote definition keeps its label and is moved after the other blocks as cmark does")
  func footnoteDefinition() {
    let definition = document.children[5]
    guard case .footnoteDefinition(let label) = definition.kind else {
      Issue.record("expected a footnote definition, got \(definition.kind)")
      return
    }
    #expect(label == "1")
    #expect(definition.range.start.line == 12)
    #expect(definition.plainText == "A footnote.\n")
  }

  @Test("named footnotes: references and definitions carry the same label, two on one line")
  func namedFootnotes() {
    let root = MarkdownParser().parse("A claim.[^src] Another.[^two]\n\n[^src]: S.\n\n[^two]: T.\n")
      .root
    let references = Self.all(root).compactMap { node -> String? in
      if case .footnoteReference(let label) = node.kind { label } else { nil }
    }
    let definitions = root.children.compactMap { node -> String? in
      if case .footnoteDefinition(let label) = node.kind { label } else { nil }
    }
    #expect(references == ["src", "two"])
    #expect(definitions == ["src", "two"])
  }

  @Test("a fenced code block keeps its info string, language, code and closing fence")
  func fencedCode() throws {
    let block = try #require(document.children[4].codeBlock)
    #expect(block.info == "swift title=\"App.swift\"")
    #expect(block.language == "swift")
    #expect(block.literal == "let x = 1\n")
    #expect(block.isFenced)
    #expect(block.isClosed)
  }

  @Test(
    "a fence that runs to the end of the file is not closed",
    arguments: [
      "```text\nnever closed\n", "~~~\nstill open", "- item\n\n  ```swift\n  let a = 1\n",
      "> ```\n> quoted and open\n",
    ])
  func unclosedFence(source: String) throws {
    let code = try #require(
      Self.all(MarkdownParser().parse(source).root).compactMap(\.codeBlock).first)
    #expect(code.isFenced)
    #expect(!code.isClosed)
  }

  @Test(
    "a fence closed by a longer run, or inside a container, is closed",
    arguments: ["```\na\n````\n", "- x\n\n  ```\n  a\n  ```\n", "> ~~~\n> a\n> ~~~\n"])
  func closedFence(source: String) throws {
    let code = try #require(
      Self.all(MarkdownParser().parse(source).root).compactMap(\.codeBlock).first)
    #expect(code.isClosed)
  }

  @Test("an indented code block is neither fenced nor unclosed")
  func indentedCode() throws {
    let code = try #require(
      MarkdownParser().parse("para\n\n    code line\n").root.children.last?.codeBlock)
    #expect(!code.isFenced)
    #expect(code.isClosed)
    #expect(code.literal == "code line\n")
  }

  @Test("columns count UTF-8 bytes, as compilers do")
  func byteColumns() {
    let column = { (source: String) -> Int? in
      let paragraph = MarkdownParser().parse(source).root.children[0]
      return paragraph.children.first { if case .code = $0.kind { true } else { false } }?.range
        .start.column
    }
    // cmark places a code span at its first character inside the backticks.
    #expect(column("e `code`") == 4)
    #expect(column("é `code`") == 5)
  }

  @Test("nesting deeper than the limit is flattened and where it happened is recorded")
  func depthLimit() {
    let source = (0..<8).map { String(repeating: "  ", count: $0) + "- level \($0)" }.joined(
      separator: "\n")
    let shallow = MarkdownParser(maximumDepth: 4).parse(source)
    let full = MarkdownParser().parse(source)
    #expect(full.flattenedAt == nil)
    let flattened = shallow.flattenedAt
    #expect(flattened != nil)
    #expect((flattened?.line ?? 0) >= 2)
    let depth = { (root: MarkdownNode) -> Int in
      var deepest = 0
      var stack = [(root, 1)]
      while let (node, level) = stack.popLast() {
        deepest = max(deepest, level)
        stack += node.children.map { ($0, level + 1) }
      }
      return deepest
    }
    #expect(depth(shallow.root) < depth(full.root))
    #expect(shallow.root.plainText.contains("level 7"), "flattening must keep the text")
  }

  @Test("a paragraph that runs straight into a table keeps its own line")
  func paragraphBeforeTable() {
    let blocks = MarkdownParser().parse(
      "# T\n\nText.\n\n**Times**:\n| a | b |\n|---|---|\n| 1 | 2 |\n"
    ).root.children
    #expect(blocks.map(\.kind) == [.heading(level: 1), .paragraph, .paragraph, .table])
    #expect(blocks[1].range.start.line == 3)
    #expect(blocks[2].range.start.line == 5)
    #expect(blocks[2].range.end.line == 5)
  }
}
