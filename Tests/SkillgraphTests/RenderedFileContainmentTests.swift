import Foundation
import Skillgraph
import SkillgraphSupport
import Testing

/// The render writer stays inside its output folder whatever the folder holds.
@Suite("render writes only inside its folder")
struct RenderedFileContainmentTests {
  static func file(_ path: String) -> RenderedFile {
    RenderedFile(path: path, language: .swift, contents: "let x = 1\n")
  }

  @Test("a folder inside the output that links outside it is refused, and nothing lands there")
  func linkedSubfolderIsRefused() throws {
    let work = try TemporaryFolder()
    defer { work.remove() }
    try FileManager.default.createDirectory(
      atPath: work.file("elsewhere"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: work.file("out"), withIntermediateDirectories: true)
    symlink(work.file("elsewhere"), work.file("out/Sources"))
    #expect(throws: TemplateError.self) {
      try RenderedFileWriter(folder: work.file("out"), force: true).write([
        Self.file("Sources/App.swift")
      ])
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: work.file("elsewhere")) == [])
    #expect(throws: TemplateError.self) {
      try RenderedFileWriter(folder: work.file("out"), force: true).write([
        Self.file("Sources/New/Deeper/App.swift")
      ])
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: work.file("elsewhere")) == [],
      "no folder is created at the link's far end")
  }

  @Test("an output folder that does not exist yet is created with its subfolders")
  func newOutputFolderIsCreated() throws {
    let work = try TemporaryFolder()
    defer { work.remove() }
    let written = try RenderedFileWriter(folder: work.file("new/out"), force: false).write([
      Self.file("Sources/App.swift")
    ])
    #expect(written == [work.file("new/out/Sources/App.swift")])
    #expect(FileManager.default.fileExists(atPath: work.file("new/out/Sources/App.swift")))
  }

  @Test("paths that leave the folder are refused before anything is written")
  func escapingPathsAreRefused() throws {
    let work = try TemporaryFolder()
    defer { work.remove() }
    for path in ["../App.swift", "/tmp/App.swift", "a/./b.swift", "a//b.swift", "a\u{1B}b.swift"] {
      #expect(throws: TemplateError.self, "\(path)") {
        try RenderedFileWriter(folder: work.path, force: true).write([Self.file(path)])
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: work.path) == [])
  }

  @Test("a killed render's own journal is still finished by the next render")
  func ownJournalIsRecovered() throws {
    let work = try TemporaryFolder()
    defer { work.remove() }
    let pid = 2_000_000_000
    try work.write("Sources/.App.swift.skillgraph-\(pid).tmp", "let recovered = 1\n")
    try work.write(".skillgraph-render-\(pid).journal", "Sources/App.swift\n")
    _ = try RenderedFileWriter(folder: work.path, force: true).write([Self.file("Other.swift")])
    #expect(
      try String(contentsOfFile: work.file("Sources/App.swift"), encoding: .utf8)
        == "let recovered = 1\n")
    #expect(FileStatus(of: work.file(".skillgraph-render-\(pid).journal")) == nil)
  }
}

@Suite("a render that fails partway says what it wrote")
struct PartialRenderTests {
  @Test(
    "a folder in the way of the second file: the first is named as written, no temporary is left")
  func partialFailureIsReported() throws {
    let work = try TemporaryFolder()
    defer { work.remove() }
    try work.write("B.swift/keep.txt", "a folder where a file would go\n")
    let files = ["A.swift", "B.swift", "C.swift"].map {
      RenderedFile(path: $0, language: .swift, contents: "let x = 1\n")
    }
    #expect(
      throws: TemplateError.partlyWritten(
        work.file("B.swift"), reason: "Is a directory", written: [work.file("A.swift")])
    ) {
      try RenderedFileWriter(folder: work.path, force: true).write(files)
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: work.path).sorted()
    #expect(left == ["A.swift", "B.swift"], "no temporary file and no journal remain")
  }
}
