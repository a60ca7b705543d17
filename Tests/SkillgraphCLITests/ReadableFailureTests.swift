import Foundation
import Testing

/// Failures a person can act on: what was wrong and where, with the documented exit code.
@Suite("readable failures")
struct ReadableFailureTests {
  @Test("--limit -1 and --max-tokens -5 are refused as values, not as missing ones")
  func negativeNumbersAreValues() {
    let limit = skillgraph("query", "task", "--content", shippedContent, "--limit", "-1")
    #expect(limit.status == 64)
    #expect(limit.errors.contains("--limit must be at least 1"), "\(limit.errors)")
    let tokens = skillgraph("query", "task", "--content", shippedContent, "--max-tokens", "-5")
    #expect(tokens.status == 64)
    #expect(tokens.errors.contains("--max-tokens must be"), "\(tokens.errors)")
  }

  @Test("check on a folder without a skill says so and exits 2")
  func emptyFolderIsNotFound() throws {
    let content = try ContentFolder(["notes.txt": "not a skill\n", "README.md": "# Notes\n"])
    defer { content.remove() }
    let result = skillgraph("check", "--content", content.path)
    #expect(result.status == 2)
    #expect(result.errors.contains("no skills in \(content.path)"))
  }

  @Test("check refuses a template whose output path leaves the output folder, as render does")
  func escapingOutputPathIsBroken() throws {
    let templates = try ContentFolder([
      "t1/template.yml":
        "id: t1\ntitle: T\nsummary: x\nimplements:\n  skill: s\nvariables: []\nfiles:\n"
        + "  - template: A.swift.mustache\n    output: \"../../escape.swift\"\n    language: swift\n",
      "t1/A.swift.mustache": "let a = 1\n",
    ])
    defer { templates.remove() }
    let result = skillgraph(
      "check", "--templates", templates.path, "--content", shippedContent)
    #expect(result.status == 1)
    #expect(
      result.errors.contains("output path '../../escape.swift' leaves the output folder"),
      "\(result.errors)")
  }

  @Test("render --list on a folder with no template set says so and exits 2")
  func emptyTemplatesFolderIsNotFound() throws {
    let templates = try ContentFolder(["notes.txt": "no template here\n"])
    defer { templates.remove() }
    let result = skillgraph("render", "--list", "--templates", templates.path)
    #expect(result.status == 2)
    #expect(result.errors.contains("no templates in \(templates.path)"), "\(result.errors)")
    #expect(result.output.isEmpty)
  }

  @Test("a template manifest without a required key names the key, not a decoding dump")
  func missingManifestKeyIsNamed() throws {
    let templates = try ContentFolder(["t1/template.yml": "id: t1\nsummary: x\n"])
    defer { templates.remove() }
    let result = skillgraph("render", "--list", "--templates", templates.path)
    #expect(result.status == 1)
    #expect(result.errors.contains("is broken: missing key '"), "\(result.errors)")
    #expect(!result.errors.contains("CodingKeys"))
  }

  @Test("a file name that is not UTF-8 and a loop of links are named with why they were not read")
  func unreadableNamesAreExplained() throws {
    let content = try ContentFolder(["good.md": "# Good\n\nFine.\n"])
    defer { content.remove() }
    let bad = Array(content.path.utf8) + Array("/bad".utf8) + [0xFF] + Array(".md".utf8) + [0]
    let descriptor = bad.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    #expect(descriptor >= 0)
    close(descriptor)
    symlink("loop-b", content.path + "/loop-a.md")
    symlink("loop-a.md", content.path + "/loop-b")
    let result = skillgraph("check", "--content", content.path)
    let printed = result.output + result.errors
    #expect(printed.contains("its name is not valid UTF-8; rename it"), "\(printed)")
    #expect(
      printed.contains("loop-a.md:1:1: warning: not read: it is a symbolic link whose target"))
  }
}
