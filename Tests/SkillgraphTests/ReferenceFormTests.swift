import Foundation
import SkillgraphTestSupport
import Testing

@testable import Skillgraph

/// References in the forms authors write them: lists of paths after a suite, backticked and
/// bold suite names, backticked document paths, "(Pattern N)" after a file.
@Suite("Reference forms")
struct ReferenceFormTests {
  static func suite(_ name: String, children: [String: String], router: String) -> [(
    String, String
  )] {
    [
      (
        "\(name)/SKILL.md",
        "---\nname: \(name)\ndescription: Routes.\n---\n# \(name)\n\n\(router)\n"
      )
    ]
      + children.map { ("\(name)/skills/\($0.key).md", $0.value) }
  }

  static func load(_ files: [(String, String)]) throws -> KnowledgeGraph {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (path, text) in files { try folder.write(path, text) }
    return try CorpusLoader(folders: [folder.path]).load()
  }

  static let media = suite(
    "media", children: ["camera": "# Camera\n\n## Pattern 8: Deferred start\n\nLater.\n"],
    router: "Routes.")

  @Test(
    "every path of a list after a suite, and a suite written in backticks or bold, resolves",
    arguments: [
      "See media (skills/camera.md, skills/speech.md).",
      "See `media` (skills/speech.md).",
      "**invoke media** (`skills/speech.md`)",
      "Use `media` (`skills/camera.md` and `skills/speech.md`)",
    ])
  func suiteForms(_ line: String) throws {
    let graph = try Self.load(
      Self.suite("media", children: ["camera": "# Camera\n", "speech": "# Speech\n"], router: "R.")
        + Self.suite("tools", children: ["lldb": "# LLDB\n\n\(line)\n"], router: "R."))
    let references = graph.crossReferences.filter { $0.fromSkillID == "tools--lldb" }
    #expect(!references.isEmpty)
    #expect(
      references.allSatisfy { $0.isResolved }, "\(references.map { ($0.text, $0.targetID ?? "-") })"
    )
    #expect(!graph.diagnostics.contains { $0.identifier.hasPrefix("unresolved") })
  }

  @Test("a bold title before a path is not a suite: the path is the suite's own child")
  func boldTitleBeforePath() throws {
    let graph = try Self.load(
      Self.suite(
        "tools",
        children: [
          "lldb": "# LLDB\n\n**Swift Concurrency** (`skills/threads.md`): see it.\n",
          "threads": "# Threads\n",
        ], router: "**Memory Profiling** (`skills/missing.md`)"))
    let texts = graph.crossReferences.filter { $0.form == .skillPath }.map {
      "\($0.text) -> \($0.targetID ?? "nil")"
    }
    #expect(
      texts.sorted() == ["skills/missing.md -> nil", "skills/threads.md -> tools--threads"])
    let warning = try #require(
      graph.diagnostics.first { $0.identifier == "unresolved-reference" })
    #expect(
      warning.message.hasPrefix("cannot find the skill 'skills/missing.md'"), "\(warning.message)")
  }

  @Test("(Pattern N) after a file or a skill's name names that skill's pattern")
  func patternAfterFile() throws {
    let graph = try Self.load(
      Self.media
        + Self.suite(
          "tools",
          children: [
            "lldb":
              "# LLDB\n\n→ Read: `media/skills/camera.md` (Pattern 8, deferred start)\n\nAlso media (skills/camera.md) in detail (Pattern 8).\n"
          ], router: "R."))
    let patterns = graph.crossReferences.filter { $0.form == .pattern }
    #expect(patterns.count == 2)
    #expect(patterns.allSatisfy { $0.targetID?.hasPrefix("media--camera") == true })
    #expect(!graph.diagnostics.contains { $0.identifier == "unresolved-pattern" })
  }

  @Test("a pattern named after a file that does not have it is still a warning")
  func missingPatternWarns() throws {
    let graph = try Self.load(
      Self.media
        + Self.suite(
          "tools", children: ["lldb": "# LLDB\n\nSee `media/skills/camera.md` (Pattern 3).\n"],
          router: "R."))
    let warning = try #require(graph.diagnostics.first { $0.identifier == "unresolved-pattern" })
    #expect(warning.message.contains("media--camera"))
  }

  @Test(
    "backticked document paths resolve and are linked; a missing one in a folder that exists warns")
  func backtickedDocumentPaths() throws {
    let graph = try Self.load([
      (
        "glaze/SKILL.md",
        "---\nname: glaze\ndescription: Glazes.\n---\n# Glaze\n\nRead `references/recipes.md` first, then `references/missing.md`; write `CLAUDE.md` in your project.\n"
      ),
      ("glaze/references/recipes.md", "# Recipes\n\nSee `references/cones.md`.\n"),
      ("glaze/references/cones.md", "# Cones\n"),
    ])
    let references = graph.crossReferences.filter { $0.text.hasSuffix(".md") }
    let resolved = references.filter { $0.isResolved }.map(\.targetID)
    #expect(resolved.contains("glaze/references/recipes"))
    #expect(resolved.contains("glaze/references/cones"))
    let warnings = graph.diagnostics.filter { $0.identifier == "unresolved-reference" }
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("references/missing.md") == true)
    #expect(!references.contains { $0.text == "CLAUDE.md" })
  }

  @Test("skills/x.md in a flat collection names the file in its skills/ subfolder")
  func flatSkillsSubfolder() throws {
    let graph = try Self.load([
      ("index.md", "# Index\n\nStart with skills/basics.md.\n"),
      ("skills/basics.md", "# Basics\n"),
    ])
    let reference = try #require(graph.crossReferences.first { $0.fromSkillID == "index" })
    #expect(reference.targetID == "skills/basics")
  }
}

/// `check` on the real collections: no unresolved-reference or unresolved-pattern warning
/// names a target that exists on disk.
@Suite("Reference warnings on real collections")
struct CorpusReferenceWarningTests {
  @Test(
    "no unresolved-* warning names a target that exists",
    .needsSharedCorpus(SharedCorpus.root), arguments: ["axiom/skills", "superpowers"])
  func warningsNameMissingTargets(_ name: String) throws {
    let folder = SharedCorpus.path(name)
    try #require(FileManager.default.fileExists(atPath: folder), "missing: \(folder)")
    let graph = try CorpusLoader(folders: [folder]).load()
    var existing: [String] = []
    for warning in graph.diagnostics where warning.identifier.hasPrefix("unresolved-") {
      let line = try Self.line(warning.range.start.line, of: warning.path)
      let written = String(
        decoding: line.utf8.dropFirst(warning.range.start.column - 1), as: UTF8.self)
      for target in Self.targets(written: written, line: line, warning: warning, root: folder)
      where FileManager.default.fileExists(atPath: target.path) {
        if let pattern = target.pattern {
          let text = try String(contentsOfFile: target.path, encoding: .utf8)
          if text.contains(try Regex("Pattern \(pattern)[a-z]?:")) {
            existing.append("\(warning.formatted) -> \(target.path)")
          }
        } else {
          existing.append("\(warning.formatted) -> \(target.path)")
        }
      }
    }
    #expect(
      existing.isEmpty, "\(existing.count) warnings name targets that exist: \(existing.prefix(5))")
  }

  struct Target {
    var path: String
    var pattern: Int?
  }

  static func line(_ number: Int, of path: String) throws -> String {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return number <= lines.count ? String(lines[number - 1]) : ""
  }

  /// The files a warning's reference could name, read from the text as written: the first
  /// path from the warning's column, below every folder above the file (up to the
  /// collection's), directly or in a folder named by any kebab-case word on the line (a suite,
  /// a skill: `suite (skills/x.md)`, "`plugin:skill`'s `./x.md`"). For "(Pattern N)": the files
  /// named before it on the line, the skills named on it, and the warning's own file.
  static func targets(written: String, line: String, warning: Diagnostic, root: String)
    -> [Target]
  {
    var folders: [URL] = []
    var folder = URL(fileURLWithPath: warning.path).deletingLastPathComponent()
    while folder.path.hasPrefix(root) {
      folders.append(folder)
      folder.deleteLastPathComponent()
    }
    let names = line.matches(of: /[a-z0-9]+(?:-[a-z0-9]+)+/).map { String($0.output) }
    func candidates(_ path: String) -> [String] {
      folders.flatMap { folder in
        [folder.appendingPathComponent(path).path]
          + names.map { folder.appendingPathComponent("\($0)/\(path)").path }
          + names.map { folder.appendingPathComponent("\($0)/skills/\(path)").path }
      }
    }
    guard warning.identifier == "unresolved-pattern" else {
      // The reference the warning is about is the first path from its column on.
      return written.matches(of: /[A-Za-z0-9_.\/-]+\.md/).prefix(1).flatMap {
        candidates(String($0.output)).map { Target(path: $0) }
      }
    }
    guard let number = written.firstMatch(of: /Pattern (\d+)/).flatMap({ Int($0.output.1) })
    else { return [] }
    let before = line.components(separatedBy: "(Pattern").first ?? line
    var owners = [warning.path]
    for match in before.matches(of: /[A-Za-z0-9_.\/-]+\.md/) {
      owners += candidates(String(match.output))
    }
    owners += names.flatMap { candidates("skills/\($0).md") + candidates("\($0)/SKILL.md") }
    return owners.map { Target(path: $0, pattern: number) }
  }

  @Test("an anchor written with capitals (DocC's style) names the heading whose slug it is")
  func capitalisedAnchor() throws {
    let graph = try ReferenceFormTests.load([
      (
        "guide/SKILL.md",
        """
        ---
        name: guide
        description: Navigation.
        ---
        # Guide

        * [Tree-based navigation](#Tree-based-navigation)
        * [Elsewhere](#No-such-heading)

        ## Tree-based navigation

        Text.
        """
      )
    ])
    let links = graph.crossReferences.filter { $0.fromSkillID == "guide" }
      .map { "\($0.text) -> \($0.targetID ?? "nil")" }
    #expect(
      links == [
        "#Tree-based-navigation -> guide#tree-based-navigation", "#No-such-heading -> nil",
      ])
    let warnings = graph.diagnostics.filter { $0.identifier == "unresolved-reference" }
    #expect(
      warnings.map(\.message) == ["no heading in this skill has the anchor '#No-such-heading'"])
  }
}
