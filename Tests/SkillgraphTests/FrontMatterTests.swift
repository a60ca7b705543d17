import Testing

@testable import Skillgraph

/// Front matter: known and unknown keys, bad YAML, inference without it, and the name rules.
@Suite("Front matter and metadata")
struct FrontMatterTests {
  @Test("known keys fill the skill, and unknown keys are kept")
  func keys() throws {
    let text = """
      ---
      name: kept-keys
      description: Shows that nothing is dropped.
      license: MIT
      skill_type: reference
      owner: team-background
      tags: [refresh, processing]
      metadata:
        version: 2.1
      platforms: [iOS, macOS]
      ---

      # Kept Keys
      """
    let graph = try InlineCorpus.skill(text, named: "kept-keys")
    let skill = try #require(graph.skills.first)
    #expect(skill.name == "kept-keys")
    #expect(skill.title == "Kept Keys")
    #expect(skill.description == "Shows that nothing is dropped.")
    #expect(skill.type == .reference)
    #expect(skill.version == "2.1")
    #expect(skill.platforms == ["iOS", "macOS"])
    #expect(skill.frontMatter["owner"] == .string("team-background"))
    #expect(skill.frontMatter["tags"] == .list([.string("refresh"), .string("processing")]))
    #expect(skill.frontMatter["license"] == .string("MIT"))
    #expect(graph.diagnostics.isEmpty)
  }

  @Test("bad YAML is an error at its file line, and the body is still read")
  func badYAML() throws {
    let text = """
      ---
      name: broken-yaml
      description: "never closed
      ---

      # Still Here

      ## Section Read
      """
    let graph = try InlineCorpus.skill(text, named: "broken-yaml")
    let error = try #require(graph.diagnostics.first { $0.identifier == "bad-front-matter" })
    #expect(error.severity == .error)
    #expect(
      (3...4).contains(error.range.start.line),
      "the error points into the YAML, got \(error.range.start.line)")
    #expect(graph.sections.map(\.title) == ["Still Here", "Section Read"])
    #expect(graph.sections.first?.source.startLine == 6, "line numbers still match the file")
  }

  @Test("a YAML error on a given line is reported on that line of the file")
  func badYAMLLine() throws {
    let text = "---\nname: line-check\ndescription: fine\nkey: value: another\n---\n# Body\n"
    let graph = try InlineCorpus.skill(text, named: "line-check")
    let error = try #require(graph.diagnostics.first { $0.identifier == "bad-front-matter" })
    #expect(error.range.start.line == 4)
    #expect(graph.skills.count == 1)
  }

  @Test("YAML that does not parse is one error with its fix, not also a missing description")
  func unquotedColon() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "audit/SKILL.md",
      "---\nname: audit\ndescription: Audit: find mistakes: in a spec.\n---\n\n# Audit\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    let errors = graph.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.identifier) == ["bad-front-matter"])
    #expect(errors.first?.range.start.line == 3)
    #expect(errors.first?.message.contains("must be quoted") == true)
  }

  @Test("front matter that never closes is an error at line 1 and the file is read as Markdown")
  func unclosed() throws {
    let graph = try InlineCorpus.skill("---\nname: open\n\n# Open Heading\n", named: "open")
    let error = try #require(graph.diagnostics.first { $0.identifier == "unclosed-front-matter" })
    #expect(error.range.start.line == 1)
    #expect(graph.sections.map(\.title) == ["Open Heading"])
  }

  @Test(
    "without front matter the title, description and type are inferred",
    arguments: [
      ("timers-ref", SkillType.reference), ("timers-diag", .diagnostic), ("timers", .discipline),
      ("timers-debugging", .diagnostic), ("debugging", .diagnostic),
      ("timers-troubleshooting", .diagnostic), ("debugging-tools", .discipline),
    ])
  func inferred(name: String, type: SkillType) throws {
    let text =
      "**Short bold lead**\n\n# Timers Guide\n\nTimers in the *background* stop.\n\n## More\n"
    let graph = try InlineCorpus.skill(text, named: name)
    let skill = try #require(graph.skills.first)
    #expect(skill.title == "Timers Guide")
    #expect(skill.name == name)
    #expect(skill.description == "Timers in the background stop.")
    #expect(skill.type == type)
    #expect(skill.frontMatter.isEmpty)
  }

  @Test(
    "a name that breaks the Agent Skills rules is an error at the name's line",
    arguments: [
      "Bad_Name", "-leading", "trailing-", "double--dash", String(repeating: "a", count: 65),
    ])
  func invalidName(name: String) throws {
    let text = "---\ndescription: d\nname: \(name)\n---\n# T\n"
    let graph = try InlineCorpus.skill(text, named: "some-file")
    let error = try #require(graph.diagnostics.first { $0.identifier == "invalid-name" })
    #expect(error.severity == .error)
    #expect(error.range.start.line == 3)
  }

  @Test("a valid name that differs from its file or folder is a mismatch")
  func nameMismatch() throws {
    let graph = try InlineCorpus.load([
      "folder-name/SKILL.md": "---\nname: other-name\ndescription: d\n---\n# T\n"
    ])
    let error = try #require(graph.diagnostics.first)
    #expect(error.identifier == "name-mismatch")
    #expect(error.range.start.line == 2)
    #expect(graph.diagnostics.count == 1)
  }

  @Test("a description of 1,024 characters is fine and one more is too long")
  func descriptionLength() throws {
    let fits = try InlineCorpus.skill(
      "---\nname: long\ndescription: \(String(repeating: "x", count: 1_024))\n---\n# T\n",
      named: "long")
    #expect(fits.diagnostics.isEmpty)
    let over = try InlineCorpus.skill(
      "---\nname: long\ndescription: \(String(repeating: "x", count: 1_025))\n---\n# T\n",
      named: "long")
    let error = try #require(over.diagnostics.first)
    #expect(error.identifier == "description-too-long")
    #expect(error.range.start.line == 3)
  }

  @Test("an unknown skill_type and a missing name are reported")
  func otherMetadataProblems() throws {
    let graph = try InlineCorpus.skill(
      "---\ndescription: d\nskill_type: poem\n---\n# T\n", named: "meta")
    #expect(graph.diagnostics.map(\.identifier).sorted() == ["missing-name", "unknown-skill-type"])
    #expect(graph.skills.first?.type == .discipline)
  }
}

@Suite("front matter lines counted as the file counts them")
struct FrontMatterLineBreakTests {
  @Test("a lone carriage return does not move a YAML error past the front matter")
  func loneCarriageReturnsKeepTheLine() {
    let text = "---\nname: x\ndescription\r\r\r\r: y\n  bad: [\n---\n# Body\n"
    let split = FrontMatter.split(text, path: "skill.md")
    let problem = split.diagnostics.first { $0.identifier == "bad-front-matter" }
    #expect(problem != nil)
    #expect((problem?.range.start.line ?? 99) <= 6, "\(split.diagnostics.map(\.formatted))")
  }

  @Test("libyaml's line of a later line maps back to the file's line")
  func yamlLinesMapBack() {
    #expect(FrontMatter.lineOfBreaks(yamlLine: 5, in: "a\r\r\rb\nc") == 2)
    #expect(FrontMatter.lineOfBreaks(yamlLine: 2, in: "a\r\nb") == 2)
    #expect(FrontMatter.lineOfBreaks(yamlLine: 3, in: "a\nb\nc") == 3)
  }
}

@Suite("front matter in a file written with CRLF")
struct FrontMatterCRLFTests {
  @Test("CRLF line ends: the fields are read and the body starts after the closing line")
  func crlfFrontMatterIsRead() {
    let text = "---\r\nname: crlf\r\ndescription: A CRLF skill.\r\n---\r\n# Title\r\n\r\nBody.\r\n"
    let split = FrontMatter.split(text, path: "crlf.md")
    #expect(split.diagnostics.isEmpty, "\(split.diagnostics.map(\.formatted))")
    #expect(split.frontMatter?.endLine == 4)
    #expect(split.frontMatter?.fields["description"] == .string("A CRLF skill."))
    #expect(split.body.hasSuffix("# Title\r\n\r\nBody.\r\n"))
  }
}

@Suite("the front-matter block found without reading its YAML")
struct FrontMatterBlockTests {
  @Test(
    "the block's body is the body the loader parses",
    arguments: [
      "---\nname: x\n---\n# Title\n", "# No front matter\n", "---\nname: x\n# never closed\n",
      "---x\nname: x\n---\n", "---\r\nname: y\r\n...\r\nBody\r\n", "---\nbad: [\n---\nText",
    ])
  func bodyMatchesTheSplit(text: String) {
    #expect(FrontMatterBlock(text).body == FrontMatter.split(text, path: "skill.md").body)
  }

  @Test("a closed block blanks its lines, so that the body's lines keep their numbers")
  func closedBlockIsBlanked() {
    let block = FrontMatterBlock("---\nname: x\n---\n# Title\n")
    #expect(block.closing == 2)
    #expect(block.body == "\n\n\n# Title\n")
  }

  @Test("an unclosed block leaves the text as it is")
  func unclosedBlockKeepsTheText() {
    let block = FrontMatterBlock("---\nname: x\n")
    #expect(block.closing == nil)
    #expect(block.lines == ["---", "name: x"])
  }
}
