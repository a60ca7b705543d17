import Foundation
import Testing

/// `skillgraph check`: compiler-style diagnostics and exit codes.
@Suite("check command")
struct CheckCommandTests {
  static let broken = "# Broken\n\nText.\n\n```swift\nlet open = true\n"
  static let warned = "# Warned\n\nSee skills/absent.md.\n"
  static let clean = "# Clean\n\nNothing wrong.\n"

  @Test("a content folder given twice, by two paths, is read once: no skill duplicates itself")
  func folderGivenTwice() {
    let result = skillgraph(
      "check", "--content", shippedContent, "--content", shippedContent + "/../Content/")
    #expect(result.status == 0, "\(result.output)\(result.errors)")
    #expect(!result.output.contains("duplicate-id"))
  }

  @Test("check prints path:line:col: error: message [identifier] and exits 1 on an error")
  func errors() throws {
    let folder = try ContentFolder(["broken.md": Self.broken, "clean.md": Self.clean])
    defer { folder.remove() }
    let result = skillgraph("check", "--content", folder.path)
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "\(folder.path)/broken.md:5:1: error: code fence opened here is never closed; it swallows the rest of its container [unclosed-fence]"
      ])
    #expect(result.errors.contains("1 error,"))
  }

  @Test("every printed diagnostic has the compiler-style shape")
  func shape() throws {
    let folder = try ContentFolder(["broken.md": Self.broken, "warned.md": Self.warned])
    defer { folder.remove() }
    let lines = skillgraph("check", "--content", folder.path).output.split(separator: "\n")
    #expect(lines.count == 2)
    let pattern = /^.+\.md:[0-9]+:[0-9]+: (error|warning|note): .+ \[[a-z0-9-]+\]$/
    #expect(lines.allSatisfy { $0.wholeMatch(of: pattern) != nil })
  }

  @Test("check exits 0 on clean content and prints no diagnostics")
  func clean() throws {
    let folder = try ContentFolder(["clean.md": Self.clean])
    defer { folder.remove() }
    let result = skillgraph("check", "--content", folder.path)
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
  }

  @Test("warnings pass unless --warnings-as-errors is given")
  func warningsAsErrors() throws {
    let folder = try ContentFolder(["warned.md": Self.warned])
    defer { folder.remove() }
    #expect(skillgraph("check", "--content", folder.path).status == 0)
    #expect(skillgraph("check", "--warnings-as-errors", "--content", folder.path).status == 1)
  }

  @Test("notes about skipped generated files appear only with --notes")
  func notes() throws {
    let folder = try ContentFolder(["clean.md": Self.clean, "gen.md": "<!-- GENERATED -->\n# G\n"])
    defer { folder.remove() }
    #expect(skillgraph("check", "--content", folder.path).output.isEmpty)
    let withNotes = skillgraph("check", "--notes", "--content", folder.path)
    #expect(withNotes.output.contains("gen.md:1:1: note: "))
    #expect(withNotes.status == 0)
  }

  @Test("check --json lists the diagnostics with counts and exits 1 on errors")
  func json() throws {
    let folder = try ContentFolder(["broken.md": Self.broken, "warned.md": Self.warned])
    defer { folder.remove() }
    let result = skillgraph("check", "--json", "--content", folder.path)
    #expect(result.status == 1)
    #expect(try result.json()["command"] as? String == "check")
    let data = try result.data()
    #expect(data["errors"] as? Int == 1)
    #expect(data["warnings"] as? Int == 1)
    let diagnostics = try #require(data["diagnostics"] as? [[String: Any]])
    #expect(
      diagnostics.compactMap { $0["identifier"] as? String } == [
        "unclosed-fence", "unresolved-reference",
      ])
    let range = try #require(diagnostics.first?["range"] as? [String: Any])
    let start = try #require(range["start"] as? [String: Any])
    #expect(start["line"] as? Int == 5)
    #expect(diagnostics.first?["severity"] as? String == "error")
    #expect(firstUnsortedKeys(in: result.output) == nil)
  }
}
