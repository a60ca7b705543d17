import Testing

@testable import Skillgraph

/// Tables and brackets that make cmark-gfm's work grow faster than the text are changed, byte
/// for byte, before it reads them, and reported where they are; ordinary ones are untouched.
@Suite("Markdown input guard")
struct MarkdownInputGuardTests {
  /// A header of `columns` cells over `rows` one-cell rows: columns × rows cells, most of them
  /// filled in by the parser.
  static func wideTable(columns: Int, rows: Int, prefix: String = "") -> String {
    "# Wide\n\n" + prefix + String(repeating: "|a", count: columns) + "|\n" + prefix
      + String(repeating: "|-", count: columns) + "|\n"
      + String(repeating: prefix + "a\n", count: rows) + "\nAfter the table.\n"
  }

  static func guarded(_ text: String) -> (text: String, findings: [InputGuardFinding]) {
    var bytes = Array(text.utf8)
    let findings = MarkdownInputGuard(limits: .standard).apply(to: &bytes)
    return (String(decoding: bytes, as: UTF8.self), findings)
  }

  static func count(_ root: MarkdownNode, _ matches: (MarkdownNodeKind) -> Bool) -> Int {
    var count = 0
    root.forEachDescendant { if matches($0.kind) { count += 1 } }
    return count
  }

  @Test(
    "a wide table over many short rows is read as text, reported at its delimiter row",
    arguments: ["", "> ", "  "])
  func wideTableReadsAsText(prefix: String) throws {
    let text = Self.wideTable(columns: 300, rows: 300, prefix: prefix)
    let (guardedText, findings) = Self.guarded(text)
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.identifier == "table-cell-limit")
    #expect(finding.position == SourcePosition(line: 4, column: prefix.utf8.count + 1))
    #expect(guardedText.utf8.count == text.utf8.count)
    #expect(zip(guardedText.utf8, text.utf8).filter { $0 != $1 }.count == 1)
    let document = MarkdownParser().parse(text)
    #expect(document.guarded == findings)
    #expect(Self.count(document.root) { $0 == .table } == 0)
    #expect(Self.count(document.root) { $0 == .tableCell } == 0)
  }

  @Test("the loader reports the table with its file, line and column")
  func wideTableDiagnostic() throws {
    let graph = try InlineCorpus.skill(Self.wideTable(columns: 300, rows: 300), named: "wide")
    let found = try #require(graph.diagnostics.first { $0.identifier == "table-cell-limit" })
    #expect(found.severity == .warning)
    #expect(found.path.hasSuffix("wide.md"))
    #expect(found.range.start == SourcePosition(line: 4, column: 1))
    #expect(found.message.contains("300 columns"))
  }

  @Test("tables within the allowance, and the rows of a table that has ended, are untouched")
  func ordinaryTablesStay() {
    let table = "| a | b | c |\n|---|:-:|--:|\n| 1 | 2 | 3 |\n| 4 |\n"
    let text =
      "# T\n\n" + String(repeating: table + "\n", count: 50)
      + Self.wideTable(columns: 200, rows: 200)
    let (guardedText, findings) = Self.guarded(text)
    #expect(findings.isEmpty)
    #expect(guardedText == text)
    let document = MarkdownParser().parse(text)
    #expect(Self.count(document.root) { $0 == .table } == 51)
  }

  @Test("a delimiter row is told from other lines of pipes and hyphens")
  func delimiterRows() {
    let rows: [(String, Int?)] = [
      ("|-|-|", 2), ("-|-", 2), (" :--: | --- ", 2), ("|-|", nil), ("---", nil),
      ("|-|x|", nil), ("| - | - | - |", 3), ("|", nil),
    ]
    for (line, columns) in rows {
      let found = MarkdownInputGuard.delimiterRow(ArraySlice(Array(line.utf8)))
      #expect(found?.columns == columns, "\(line)")
    }
  }

  @Test("image openers under many links are read as text, reported at the first opener")
  func nestedImagesReadAsText() throws {
    let text = "# Images\n\nSee " + String(repeating: "![[]()", count: 1_000) + "\n\nAfter.\n"
    let (guardedText, findings) = Self.guarded(text)
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.identifier == "image-bracket-limit")
    #expect(finding.position == SourcePosition(line: 3, column: 5))
    #expect(!guardedText.contains("!["))
    #expect(guardedText.utf8.count == text.utf8.count)
    let document = MarkdownParser().parse(text)
    #expect(Self.count(document.root) { if case .image = $0 { true } else { false } } == 0)
    #expect(Self.count(document.root) { if case .link = $0 { true } else { false } } == 1_000)
    let graph = try InlineCorpus.skill(text, named: "images")
    #expect(graph.diagnostics.contains { $0.identifier == "image-bracket-limit" })
  }

  @Test("badges and ordinary images keep their openers")
  func ordinaryImagesStay() {
    let badges = (1...200).map { "[![badge \($0)](b\($0).svg)](https://e.com/\($0))" }
    let text = "# Badges\n\n" + badges.joined(separator: " ") + "\n"
    let (guardedText, findings) = Self.guarded(text)
    #expect(findings.isEmpty)
    #expect(guardedText == text)
  }

  @Test("escaped brackets are neither openers nor closers")
  func escapedBrackets() {
    let run = Array(#"![a] \![b] \\![c] \] \\]"#.utf8)
    let (openers, closers) = MarkdownInputGuard.brackets(run[...])
    #expect(openers == [0, 13])
    #expect(closers == 4)
  }
}
