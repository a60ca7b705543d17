import Foundation
import Testing

@testable import Skillgraph
@testable import SkillgraphExport

@Suite("An export replaces only an empty folder or a previous export, and never half-writes")
struct ExportWriterTests {
  static let files: [AgentSkillsExport.File] = [
    .init(path: AgentSkillsExporter.marker, contents: Array("export\n".utf8)),
    .init(path: "skills/tea/SKILL.md", contents: Array("---\nname: tea\n---\n".utf8)),
  ]

  @Test("a previous export is replaced whole, and no staging folder is left beside it")
  func replacesAPreviousExport() throws {
    let parent = try TemporaryFolder()
    defer { parent.remove() }
    let out = parent.file("out")
    let old = AgentSkillsExport.File(path: "skills/old/SKILL.md", contents: Array("old".utf8))
    try ExportWriter(folder: out).write(Self.files + [old])
    try ExportWriter(folder: out).write(Self.files)
    #expect(!FileManager.default.fileExists(atPath: "\(out)/skills/old/SKILL.md"))
    #expect(FileManager.default.fileExists(atPath: "\(out)/skills/tea/SKILL.md"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["out"])
  }

  @Test("a file someone added inside a previous export is kept unless forced")
  func addedFileIsKept() throws {
    let parent = try TemporaryFolder()
    defer { parent.remove() }
    let out = parent.file("out")
    try ExportWriter(folder: out).write(Self.files)
    try parent.write("out/skills/mine/SKILL.md", "mine")
    #expect(throws: ExportError.self) { try ExportWriter(folder: out).write(Self.files) }
    #expect(FileManager.default.fileExists(atPath: "\(out)/skills/mine/SKILL.md"))
    try ExportWriter(folder: out, force: true).write(Self.files)
    #expect(!FileManager.default.fileExists(atPath: "\(out)/skills/mine/SKILL.md"))
  }

  @Test("a folder with other files is refused unless forced")
  func refusesOtherFolders() throws {
    let parent = try TemporaryFolder()
    defer { parent.remove() }
    try parent.write("out/notes.txt", "mine")
    #expect(
      throws: ExportError.notAnExport(
        parent.file("out"), reason: "it holds files and no .skillgraph-export marker")
    ) {
      try ExportWriter(folder: parent.file("out")).write(Self.files)
    }
    #expect(FileManager.default.fileExists(atPath: parent.file("out/notes.txt")))
    try ExportWriter(folder: parent.file("out"), force: true).write(Self.files)
    #expect(!FileManager.default.fileExists(atPath: parent.file("out/notes.txt")))
  }

  @Test("a folder that holds the content being exported is refused even when forced")
  func refusesTheContentsOwnFolder() throws {
    let parent = try TemporaryFolder()
    defer { parent.remove() }
    try parent.write("content/tea.md", "# Tea\n")
    let writer = ExportWriter(
      folder: parent.path, force: true, protectedFolders: [parent.file("content")])
    #expect(throws: ExportError.self) { try writer.write(Self.files) }
    #expect(FileManager.default.fileExists(atPath: parent.file("content/tea.md")))
  }

  @Test("a file path that leaves the output folder is refused and nothing is written")
  func refusesEscapingPaths() throws {
    let parent = try TemporaryFolder()
    defer { parent.remove() }
    let files = Self.files + [.init(path: "../escape.md", contents: [])]
    #expect(throws: ExportError.self) { try ExportWriter(folder: parent.file("out")).write(files) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).isEmpty)
  }
}
