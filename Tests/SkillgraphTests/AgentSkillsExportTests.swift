import Foundation
import Testing
import Yams

@testable import Skillgraph
@testable import SkillgraphExport

/// Exports a collection and writes it into a fresh folder under `parent`.
func writeExport(
  content: [String], templates: String?, into parent: TemporaryFolder,
  options: AgentSkillsExportOptions = AgentSkillsExportOptions()
) throws -> (out: String, export: AgentSkillsExport) {
  let graph = try CorpusLoader(folders: content).load()
  let catalog = try templates.map { try TemplateCatalog(folder: $0) }
  let export = try AgentSkillsExporter(
    graph: graph, catalog: catalog, folders: content, options: options
  ).export()
  let out = parent.file("plugin")
  try ExportWriter(folder: out).write(export.files)
  return (out, export)
}

/// A `SKILL.md` budget under the brewing skill's 42 lines and over the 13 it keeps (its title
/// and tree): the small fixture is laid out as a long skill is.
let smallLineBudget = 20

/// The YAML front matter of a `SKILL.md`, and its body.
func splitSkillFile(_ text: String) throws -> (fields: [String: Any], body: String) {
  let parts = text.components(separatedBy: "\n---\n")
  #expect(text.hasPrefix("---\n"))
  let yaml = String(try #require(parts.first).dropFirst(4))
  let fields = try #require(try Yams.load(yaml: yaml) as? [String: Any])
  return (fields, parts.dropFirst().joined(separator: "\n---\n"))
}

@Suite("An Agent Skills export writes spec-valid skills, references, assets and manifests")
struct AgentSkillsExportTests {
  @Test(
    "every SKILL.md has only the specification's keys, a name matching its folder and its description as written"
  )
  func frontMatterFollowsTheSpecification() throws {
    let tea = try TeaCollection()
    defer { tea.remove() }
    let (out, export) = try writeExport(
      content: [tea.content], templates: tea.templates, into: tea.folder)
    #expect(export.report.skills.map(\.name) == ["brewing-tea", "tea-basics", "why-tea-fails"])
    for name in ["brewing-tea", "tea-basics", "why-tea-fails"] {
      let text = try String(contentsOfFile: "\(out)/skills/\(name)/SKILL.md", encoding: .utf8)
      let (fields, _) = try splitSkillFile(text)
      #expect(Set(fields.keys).isSubset(of: SkillFrontMatter.specificationKeys))
      #expect(fields["name"] as? String == name)
      let description = try #require(fields["description"] as? String)
      #expect((1...1_024).contains(description.count))
      let metadata = try #require(fields["metadata"] as? [String: Any])
      #expect(metadata.values.allSatisfy { $0 is String })
    }
    let brewing = try splitSkillFile(
      String(contentsOfFile: "\(out)/skills/brewing-tea/SKILL.md", encoding: .utf8)
    ).fields
    #expect(brewing["license"] as? String == "MIT")
    #expect(
      brewing["description"] as? String == "Choose how to brew a cup of tea.")
    let metadata = try #require(brewing["metadata"] as? [String: String])
    #expect(metadata == ["skill_type": "discipline", "version": "2.0.0"])
  }

  @Test("the tree stays in SKILL.md and every other top-level section is a linked reference file")
  func longSectionsMoveToLinkedReferences() throws {
    let tea = try TeaCollection()
    defer { tea.remove() }
    let (out, export) = try writeExport(
      content: [tea.content], templates: tea.templates, into: tea.folder,
      options: AgentSkillsExportOptions(skillFileLineBudget: smallLineBudget))
    let skill = try #require(export.report.skills.first { $0.name == "brewing-tea" })
    #expect(
      skill.references == [
        "references/patterns.md", "references/steeping-times.md",
        "references/brewing-checklist.md", "references/pressure-scenarios.md",
      ])
    let text = try String(contentsOfFile: "\(out)/skills/brewing-tea/SKILL.md", encoding: .utf8)
    #expect(text.contains("What are you brewing?\n├─ Green tea?"))
    #expect(!text.contains("### Pattern 1"))
    for reference in skill.references {
      #expect(text.contains("](\(reference))"), "SKILL.md links \(reference)")
      #expect(FileManager.default.fileExists(atPath: "\(out)/skills/brewing-tea/\(reference)"))
    }
    let patterns = try String(
      contentsOfFile: "\(out)/skills/brewing-tea/references/patterns.md", encoding: .utf8)
    #expect(patterns.hasPrefix("## Patterns\n\n### Pattern 1: Cool Water, Short Steep\n"))
    #expect(text.contains("[Patterns](references/patterns.md): Pattern 1: Cool Water"))
  }

  @Test("a skill within the budget stays whole in SKILL.md, its sections where its author put them")
  func skillWithinTheBudgetStaysWhole() throws {
    let tea = try TeaCollection()
    defer { tea.remove() }
    let (out, export) = try writeExport(
      content: [tea.content], templates: tea.templates, into: tea.folder,
      options: AgentSkillsExportOptions())
    let skill = try #require(export.report.skills.first { $0.name == "brewing-tea" })
    #expect(skill.references.isEmpty, "\(skill.references)")
    let text = try String(contentsOfFile: "\(out)/skills/brewing-tea/SKILL.md", encoding: .utf8)
    #expect(text.contains("### Pattern 1: Cool Water, Short Steep"))
    #expect(text.contains("See [Steeping Times](#steeping-times)."))
    #expect(!FileManager.default.fileExists(atPath: "\(out)/skills/brewing-tea/references"))
  }

  @Test("a plugin's agents and commands go to agents/ and commands/ as written, not into skills")
  func agentsAndCommandsKeepTheirPlace() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let agent =
      "---\nname: code-reviewer\ndescription: Reviews code.\ntools: Read, Grep\nmodel: sonnet\n---\n"
      + "# Reviewer\n\nReview the diff.\n"
    try folder.write(
      "review/.claude-plugin/plugin.json",
      "{\"name\": \"review\", \"author\": {\"name\": \"Review Team\"}}")
    try folder.write("review/agents/code-reviewer.md", agent)
    try folder.write(
      "review/commands/review-pr.md", "---\ndescription: Review a PR.\n---\n# Review\n\nGo.\n")
    try folder.write(
      "review/skills/checklist/SKILL.md",
      "---\nname: checklist\ndescription: A review checklist. Use when reviewing.\n---\n# Checklist\n"
    )
    let out = try TemporaryFolder()
    defer { out.remove() }
    let (plugin, export) = try writeExport(
      content: [folder.file("review")], templates: nil, into: out)
    #expect(export.report.skills.count == 3)
    let kinds = Dictionary(
      uniqueKeysWithValues: export.report.skills.map { ($0.path, $0.kind) })
    #expect(kinds["agents/code-reviewer.md"] == "agent")
    #expect(kinds["commands/review-pr.md"] == "command")
    #expect(kinds["skills/checklist/SKILL.md"] == "skill")
    #expect(
      try String(contentsOfFile: plugin + "/agents/code-reviewer.md", encoding: .utf8) == agent)
    #expect(!FileManager.default.fileExists(atPath: plugin + "/skills/code-reviewer"))
    let manifest = try String(
      contentsOfFile: plugin + "/.claude-plugin/plugin.json", encoding: .utf8)
    #expect(manifest.contains("\"${CLAUDE_PLUGIN_ROOT}\"\n"), "the server reads the whole plugin")
    #expect(manifest.contains("\"name\" : \"Review Team\""), "the collection's author: \(manifest)")
    let read = try CorpusLoader(folders: [plugin]).load()
    // NB: the export's AGENTS.md is read back as a guide of the plugin.
    #expect(Set(read.skills.map(\.role)) == [.agent, .command, .skillFolder, .guide])
    let warnings = read.diagnostics.filter { $0.severity != .note }
    #expect(warnings.isEmpty, "\(warnings.map(\.formatted))")
  }

  @Test("links follow their sections into reference files; a link to another skill names the skill")
  func linksFollowTheirSections() throws {
    let tea = try TeaCollection()
    defer { tea.remove() }
    let (out, _) = try writeExport(
      content: [tea.content], templates: tea.templates, into: tea.folder,
      options: AgentSkillsExportOptions(skillFileLineBudget: smallLineBudget))
    let skill = try String(contentsOfFile: "\(out)/skills/brewing-tea/SKILL.md", encoding: .utf8)
    #expect(skill.contains("See [Steeping Times](references/steeping-times.md#steeping-times)."))
    let steeping = try String(
      contentsOfFile: "\(out)/skills/brewing-tea/references/steeping-times.md", encoding: .utf8)
    #expect(steeping.contains("see the water (the `tea-basics` skill);"))
    #expect(steeping.contains("`[not a link](#patterns)`"))
    let basics = try String(contentsOfFile: "\(out)/skills/tea-basics/SKILL.md", encoding: .utf8)
    #expect(basics.contains("Steep it as Brewing Tea (the `brewing-tea` skill) says."))
  }

  @Test("a skill's template sets are copied unchanged into its assets and listed in SKILL.md")
  func templatesBecomeAssets() throws {
    let tea = try TeaCollection()
    defer { tea.remove() }
    let (out, export) = try writeExport(
      content: [tea.content], templates: tea.templates, into: tea.folder)
    #expect(export.report.skills.first { $0.name == "brewing-tea" }?.templates == ["tea-timer"])
    for name in ["template.yml", "Timer.swift.mustache"] {
      let copied = try Data(
        contentsOf: URL(
          fileURLWithPath: "\(out)/skills/brewing-tea/assets/templates/tea-timer/\(name)"))
      let original = try Data(
        contentsOf: URL(fileURLWithPath: "\(tea.templates)/tea-timer/\(name)"))
      #expect(copied == original)
    }
    let catalog = try TemplateCatalog(folder: "\(out)/skills/brewing-tea/assets/templates")
    #expect(catalog.sets.map(\.manifest.id) == ["tea-timer"])
    let skill = try String(contentsOfFile: "\(out)/skills/brewing-tea/SKILL.md", encoding: .utf8)
    #expect(skill.contains("[`tea-timer`](assets/templates/tea-timer/template.yml), for Pattern 1"))
    #expect(export.report.skills.first { $0.name == "tea-basics" }?.templates == [])
  }

  @Test(
    "the plugin manifest declares the skills and the MCP server; the marketplace lists the plugin")
  func manifestsDeclareSkillsAndServer() throws {
    let tea = try TeaCollection()
    defer { tea.remove() }
    let (out, export) = try writeExport(
      content: [tea.content], templates: tea.templates, into: tea.folder,
      options: AgentSkillsExportOptions(
        pluginName: "Tea Time", owner: "Tea Team", skillFileLineBudget: smallLineBudget))
    let plugin = try JSONDecoder().decode(
      ClaudePluginManifest.self,
      from: Data(contentsOf: URL(fileURLWithPath: "\(out)/.claude-plugin/plugin.json")))
    #expect(plugin.name == "tea-time")
    #expect(plugin.skills == "./skills/")
    #expect(plugin.version == "2.0.0")
    #expect(
      plugin.mcpServers["skillgraph"]
        == MCPServerEntry(
          command: "skillgraph-mcp",
          args: [
            "--content", "${CLAUDE_PLUGIN_ROOT}/skills", "--templates",
            "${CLAUDE_PLUGIN_ROOT}/skills/brewing-tea/assets/templates",
          ]))
    let marketplace = try JSONDecoder().decode(
      ClaudeMarketplaceManifest.self,
      from: Data(contentsOf: URL(fileURLWithPath: "\(out)/.claude-plugin/marketplace.json")))
    #expect(marketplace.name == "tea-time-marketplace")
    #expect(marketplace.owner.name == "Tea Team")
    #expect(marketplace.plugins.map(\.name) == ["tea-time"])
    #expect(marketplace.plugins.first?.source == "./")
    #expect(export.report.plugin == "tea-time")
    let vocabulary = try String(contentsOfFile: "\(out)/skills/vocabulary.yml", encoding: .utf8)
    #expect(vocabulary.contains("brew time"))
  }

  @Test(
    "names are made valid and unique",
    arguments: [
      ("background-processing", "background-processing"), ("My Skill", "my-skill"),
      ("suite--child", "suite-child"), ("--x__y--", "x-y"), ("***", "skill"),
      (
        String(repeating: "ab-", count: 40),
        String(String(repeating: "ab-", count: 22).prefix(64)).trimmingCharacters(in: ["-"])
      ),
    ])
  func namesAreValid(id: String, expected: String) {
    let name = AgentSkillName.make(id)
    #expect(name == expected)
    #expect(SkillMetadata.isValidName(name))
  }

  @Test("a marketplace never takes a name Claude Code reserves")
  func reservedMarketplaceNames() {
    #expect(AgentSkillsExporter.marketplaceName(for: "tea") == "tea-marketplace")
    #expect(
      AgentSkillsExporter.marketplaceName(for: "claude-code") == "claude-code-skills-marketplace")
  }

  @Test("a name already taken gets a number")
  func takenNamesGetANumber() {
    #expect(AgentSkillName.unique("tea", among: ["tea", "tea-2"]) == "tea-3")
    #expect(AgentSkillName.unique("tea", among: []) == "tea")
  }

  @Test("a description over 1,024 characters is cut at a word")
  func longDescriptionsAreCut() {
    let description = SkillDescription.make(
      String(repeating: "steep when ready ", count: 100), title: "Tea")
    #expect(description.count <= 1_024)
    #expect(
      description.hasSuffix("ready…") || description.hasSuffix("when…")
        || description.hasSuffix("steep…"))
  }
}

@Suite("Exporting an export")
struct AgentSkillsReexportTests {
  @Test("gives the same files: the earlier Reference files section stays and no new one is made")
  func exportOfAnExportIsTheSame() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let templates = AgentSkillsRoundTripTests.shippedTemplates
    let first = try writeExport(
      content: [ShippedContentTests.folder], templates: templates, into: folder)
    let second = try TemporaryFolder()
    defer { second.remove() }
    let again = try writeExport(
      content: ["\(first.out)/skills"], templates: templates, into: second)
    #expect(again.export.files.map(\.path).sorted() == first.export.files.map(\.path).sorted())
    let before = Dictionary(uniqueKeysWithValues: first.export.files.map { ($0.path, $0) })
    let changed = again.export.files.filter { before[$0.path] != $0 }.map(\.path)
    #expect(changed == [], "changed: \(changed.prefix(5))")
    #expect(
      again.export.report.skills.map { Set($0.references) }
        == first.export.report.skills.map { Set($0.references) })
  }
}

@Suite("Front matter ends where the loader ends it")
struct ExportFrontMatterEndTests {
  @Test("an indented --- inside a YAML block scalar does not end the front matter")
  func indentedDelimiterStaysInTheBlockScalar() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "content/notes/SKILL.md",
      """
      ---
      name: notes
      description: Use when taking notes.
      metadata:
        example: |
          first
          ---
          second
      ---
      # Notes

      The body.
      """)
    let (out, _) = try writeExport(
      content: [folder.file("content")], templates: nil, into: folder)
    let text = try String(contentsOfFile: "\(out)/skills/notes/SKILL.md", encoding: .utf8)
    let (fields, body) = try splitSkillFile(text)
    #expect(fields["name"] as? String == "notes")
    #expect(body.contains("The body."))
    #expect(!body.contains("second"), "the block scalar stays in the front matter")
  }
}
