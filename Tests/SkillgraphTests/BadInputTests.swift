import Foundation
import Testing

@testable import Skillgraph

/// Bad input never crashes and never loses other files: one folder with a good skill and every
/// kind of broken file, loaded once.
@Suite("Bad input")
struct BadInputTests {
  static let good = "# Good Skill\n\n## Pattern 1: Works\n\n- [ ] still ingested\n"

  static let tree = """
    # Tree

    ```
    Question?
    ├─ A?
    │  ├─ A1 → first
    │  └─ A2 → second
    │ └─ B → third
    ```
    """

  /// The loaded graph and the folder's path, built once for the suite.
  static let loaded: Result<(graph: KnowledgeGraph, folder: String), any Error> = Result {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("good.md", good)
    try folder.write(
      "invalid-utf8.md",
      data: Data("# Title\nline two ".utf8) + Data([0xFF, 0xFE]) + Data(" bad\n".utf8))
    try folder.write("binary.md", data: Data([0x50, 0x4B, 0x03, 0x04, 0x00, 0x00, 0x14, 0x00]))
    try folder.write("empty.md", "")
    try folder.write("huge.md", hugeDocument(bytes: 20_000_000))
    try folder.write("deep-list.md", String(repeating: "- ", count: 10_000) + "x\n")
    try folder.write(
      "deep-quote.md", "# Quotes\n\n" + String(repeating: ">", count: 10_000) + " deep\n")
    try folder.write("open-fence.md", "# Open\n\nText.\n\n```swift\nlet never = closed\n")
    try folder.write(
      "open-front-matter.md", "---\nname: open-front-matter\ndescription: d\n# Heading\n")
    try folder.write("bad-tree.md", tree)
    let graph = try CorpusLoader(folders: [folder.path]).load()
    return (graph, folder.path)
  }

  /// Markdown of about `bytes` bytes: sections of long paragraphs.
  static func hugeDocument(bytes: Int) -> String {
    let sentence = String(
      repeating: "Background work keeps running while the app is off screen. ", count: 8)
    var text = "# Huge\n\n"
    var section = 0
    while text.utf8.count < bytes {
      section += 1
      text +=
        "## Part \(section)\n\n" + (0..<16).map { _ in sentence }.joined(separator: "\n\n") + "\n\n"
    }
    return text
  }

  func diagnostic(_ identifier: String, in file: String) throws -> Diagnostic {
    let (graph, folder) = try Self.loaded.get()
    return try #require(
      graph.diagnostics.first { $0.identifier == identifier && $0.path == folder + "/" + file },
      "no \(identifier) for \(file); got \(graph.diagnostics.map(\.formatted))")
  }

  @Test(
    "each broken file gives its diagnostic with path, line and column",
    arguments: [
      ("invalid-utf8.md", "invalid-utf8", Diagnostic.Severity.warning, 2, 10),
      ("binary.md", "binary-file", .error, 1, 5),
      ("empty.md", "empty-file", .warning, 1, 1),
      ("open-fence.md", "unclosed-fence", .error, 5, 1),
      ("open-front-matter.md", "unclosed-front-matter", .error, 1, 1),
      ("bad-tree.md", "tree-indentation", .warning, 8, 3),
    ])
  func located(
    file: String, identifier: String, severity: Diagnostic.Severity, line: Int, column: Int
  ) throws {
    let found = try diagnostic(identifier, in: file)
    #expect(found.severity == severity)
    #expect(found.range.start.line == line)
    #expect(found.range.start.column == column)
    #expect(found.formatted.hasPrefix("\(found.path):\(line):\(column): \(severity.rawValue): "))
  }

  @Test(
    "10,000 nested list or quote levels are flattened with a nesting-too-deep warning",
    arguments: ["deep-list.md", "deep-quote.md"])
  func deepNesting(file: String) throws {
    let found = try diagnostic("nesting-too-deep", in: file)
    #expect(found.severity == .warning)
    #expect(found.range.start.line == (file == "deep-list.md" ? 1 : 3))
    let (graph, _) = try Self.loaded.get()
    #expect(graph.skill(withID: String(file.dropLast(3))) != nil)
  }

  @Test("the good skill and every readable file are still in the graph")
  func nothingLost() throws {
    let (graph, _) = try Self.loaded.get()
    #expect(
      graph.skills.map(\.id) == [
        "bad-tree", "deep-list", "deep-quote", "empty", "good", "invalid-utf8", "open-fence",
        "open-front-matter",
      ])
    #expect(graph.skipped.map(\.reason) == ["binary file", "larger than 5000000 bytes"])
    #expect(graph.patterns.map(\.id) == ["good/pattern-1"])
    #expect(graph.checklists.first { $0.skillID == "good" }?.items.count == 1)
  }

  @Test("the 20 MB file is skipped with its size, before a byte of it is read")
  func hugeFile() throws {
    let (graph, folder) = try Self.loaded.get()
    #expect(graph.skill(withID: "huge") == nil)
    let found = try diagnostic("file-too-large", in: "huge.md")
    #expect(found.severity == .error)
    #expect(
      found.formatted.hasPrefix(
        "\(folder)/huge.md:1:1: error: the file is 20004435 bytes, over the 5000000-byte limit"))
  }

  @Test("invalid bytes are read as U+FFFD and the rest of the file is kept")
  func repairedText() throws {
    let (graph, _) = try Self.loaded.get()
    let skill = try #require(graph.skill(withID: "invalid-utf8"))
    #expect(skill.title == "Title")
    #expect(graph.markdown(of: skill).contains("\u{FFFD}"))
  }

  @Test("the misaligned tree line joins the nearest shallower node and nothing is lost")
  func misalignedTree() throws {
    let (graph, _) = try Self.loaded.get()
    let tree = try #require(graph.decisionTrees.first { $0.skillID == "bad-tree" })
    guard case .question(let question) = tree.root else {
      Issue.record("the root is not a question")
      return
    }
    // NB: "Question?" has the single child "A?", so the tree starts at "A?".
    #expect(question.text == "A?")
    #expect(question.options.map(\.text) == ["A1", "A2", "B"])
    #expect(tree.root.outcomes.map(\.text) == ["first", "second", "third"])
  }
}
