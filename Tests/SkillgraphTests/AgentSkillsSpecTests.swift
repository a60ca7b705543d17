import Testing

@testable import Skillgraph

/// The Agent Skills specification's rules, reported by `check` with their file and line.
@Suite("Agent Skills specification checks")
struct AgentSkillsSpecTests {
  static func diagnostics(_ skill: String, folder: String = "tool-kit") throws -> [Diagnostic] {
    try InlineCorpus.load(["\(folder)/SKILL.md": skill]).diagnostics
  }

  @Test("a SKILL.md that follows the specification has no diagnostics")
  func validSkill() throws {
    let found = try Self.diagnostics(
      """
      ---
      name: tool-kit
      description: Sharpen chisels. Use when an edge tears the grain.
      license: MIT
      compatibility: Needs a 1000-grit stone
      metadata:
        author: someone
      allowed-tools:
        - Read
      ---
      # Tool Kit
      """)
    #expect(found.isEmpty, "\(found.map(\.formatted))")
  }

  @Test(
    "each broken rule is a diagnostic on the line of its field",
    arguments: [
      ("name: tool-kit", "missing-description", 1, Diagnostic.Severity.error),
      ("name: tool-kit\ndescription: \"\"", "missing-description", 3, .error),
      ("name: Tool-Kit\ndescription: d", "invalid-name", 2, .error),
      ("name: tool--kit\ndescription: d", "invalid-name", 2, .error),
      ("name: other-kit\ndescription: d", "name-mismatch", 2, .error),
      ("description: d", "missing-name", 1, .error),
      (
        "name: tool-kit\ndescription: d\ncompatibility: \(String(repeating: "x", count: 501))",
        "invalid-compatibility", 4, .error
      ),
      ("name: tool-kit\ndescription: d\ncompatibility: [a]", "invalid-compatibility", 4, .error),
      ("name: tool-kit\ndescription: d\nmetadata: flat", "invalid-metadata", 4, .error),
      ("name: tool-kit\ndescription: d\nmetadata:\n  tags: [a]", "invalid-metadata", 4, .note),
      ("name: tool-kit\ndescription: d\nallowed-tools: {a: b}", "invalid-allowed-tools", 4, .error),
      ("name: tool-kit\ndescription: d\nlicense: [a]", "invalid-license", 4, .warning),
      ("name: tool-kit\ndescription: d\nauthor: me", "unknown-field", 4, .note),
    ])
  func brokenRules(
    frontMatter: String, identifier: String, line: Int, severity: Diagnostic.Severity
  ) throws {
    let found = try Self.diagnostics("---\n\(frontMatter)\n---\n# Tool Kit\n")
    let diagnostic = try #require(
      found.first { $0.identifier == identifier }, "\(found.map(\.formatted))")
    #expect(diagnostic.range.start.line == line)
    #expect(diagnostic.range.start.column == 1)
    #expect(diagnostic.severity == severity)
    #expect(diagnostic.path.hasSuffix("tool-kit/SKILL.md"))
  }

  @Test("a field Claude Code reads is said to be read there, not sent to 'metadata'")
  func claudeCodeField() throws {
    let found = try Self.diagnostics(
      "---\nname: tool-kit\ndescription: d\ndisable-model-invocation: true\nauthor: me\n---\n"
        + "# Tool Kit\n")
    let fields = found.filter { $0.identifier == "unknown-field" }.map(\.message).sorted()
    #expect(
      fields == [
        "'author' is not an Agent Skills field (agents ignore it); 'metadata' holds extra "
          + "properties",
        "'disable-model-invocation' is not an Agent Skills field: Claude Code reads it, other "
          + "agents ignore it",
      ])
  }

  @Test("a SKILL.md without front matter is a warning; a long one is a note at line 501")
  func frontMatterAndLength() throws {
    let missing = try Self.diagnostics("# Tool Kit\n\nText.\n")
    #expect(missing.map(\.identifier) == ["missing-front-matter"])
    #expect(missing.first?.severity == .warning)
    let long =
      "---\nname: tool-kit\ndescription: d\n---\n# Tool Kit\n\n"
      + String(repeating: "A line.\n", count: 520)
    let note = try #require(try Self.diagnostics(long).first { $0.identifier == "long-skill-file" })
    #expect(note.severity == .note)
    #expect(note.range.start.line == 501)
  }

  @Test("documents of a skill need no front matter, and flat folders keep their rules")
  func documentsAndOtherLayouts() throws {
    let graph = try InlineCorpus.load([
      "tool-kit/SKILL.md": "---\nname: tool-kit\ndescription: d\n---\n# Tool Kit\n",
      "tool-kit/references/stones.md": "# Stones\n\nWater stones cut fast.\n",
      "flat-skill.md": "# Flat\n\nNo front matter, as before.\n",
    ])
    #expect(graph.diagnostics.isEmpty, "\(graph.diagnostics.map(\.formatted))")
  }

  @Test("a link that leaves the skill's folder is a warning, and still resolves")
  func linkOutsideTheFolder() throws {
    let graph = try AgentSkillsFixtures.load("plain")
    let warning = try #require(graph.diagnostics.first { $0.identifier == "link-outside-skill" })
    #expect(warning.severity == .warning)
    #expect(warning.path.hasSuffix("kiln-loading/SKILL.md"))
    #expect(warning.range.start.line == 13)
    let reference = try #require(
      graph.crossReferences.first { $0.text == "../glaze-mixing/SKILL.md" })
    #expect(reference.targetID == "glaze-mixing")
  }

  @Test("suites link across their skills without warnings, as before")
  func suitesAreUnchanged() throws {
    let graph = try InlineCorpus.load([
      "media/SKILL.md": "---\nname: media\ndescription: d\n---\n# Media\n\nSee skills/camera.md.\n",
      "media/skills/camera.md": "# Camera\n\nSee [audio](audio.md).\n",
      "media/skills/audio.md": "# Audio\n\nSound.\n",
    ])
    #expect(graph.skills.map(\.id) == ["media", "media--audio", "media--camera"])
    #expect(graph.diagnostics.isEmpty, "\(graph.diagnostics.map(\.formatted))")
  }
}
