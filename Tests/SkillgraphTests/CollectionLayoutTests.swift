import Foundation
import SkillgraphTestSupport
import Testing

@testable import Skillgraph

/// Folders read the way the agent that owns their layout reads them, with a note for
/// everything not read.
@Suite("Collection layouts")
struct CollectionLayoutTests {
  static let skill =
    "---\nname: NAME\ndescription: Use when NAME is needed.\n---\n# NAME\n\nBody.\n"

  static func skillText(_ name: String) -> String {
    skill.replacingOccurrences(of: "NAME", with: name)
  }

  @Test("a plugin whose manifest is claude-code.json reads its skills, agents and commands")
  func pluginWithClaudeCodeManifest() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("claude-code.json", "{\"name\": \"kiln\"}")
    try folder.write("README.md", "# Kiln\n")
    try folder.write("skills/firing/SKILL.md", Self.skillText("firing"))
    try folder.write(
      "agents/glaze-auditor.md",
      "---\nname: glaze-auditor\ndescription: Audits glazes.\n---\n# Glaze auditor\n\nChecks.\n")
    try folder.write("commands/fire.md", "---\ndescription: Fire the kiln\n---\nFire it.\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    #expect(
      graph.skills.map(\.id) == ["README", "agents/glaze-auditor", "commands/fire", "firing"])
    #expect(graph.skill(withID: "agents/glaze-auditor")?.role == .agent)
    #expect(graph.skill(withID: "commands/fire")?.role == .command)
    #expect(graph.skill(withID: "README")?.role == .guide)
    let listed = graph.skills.map { EntitySummary($0).type }
    #expect(
      listed == ["guide", "agent", "command", "discipline"],
      "lists name guides, agents and commands as such")
    #expect(graph.layouts.map(\.kind) == [.plugin])
    #expect(graph.layouts.first?.detail.contains("claude-code.json") == true)
    #expect(graph.diagnostics.filter { $0.severity != .note }.isEmpty)
    #expect(graph.skipped.isEmpty)
  }

  @Test("a plugin with no manifest reads the standard folders skills/, agents/, commands/")
  func pluginWithoutManifest() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("skills/trimming/SKILL.md", Self.skillText("trimming"))
    try folder.write("agents/reviewer.md", "# Reviewer\n\nReviews pots.\n")
    try folder.write("commands/trim/foot.md", "Trim a foot ring.\n")
    try folder.write("docs/history.md", "# History\n")
    try folder.write("skills/shared/glazes.md", "# Glazes\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    #expect(graph.skills.map(\.id) == ["agents/reviewer", "commands/trim/foot", "trimming"])
    let shared = try #require(graph.diagnostics.first { $0.path.hasSuffix("/skills/shared") })
    #expect(
      shared.message.contains("a skill is a folder with a SKILL.md; this one has none"),
      "\(shared.message)")
    let layout = try #require(graph.layouts.first)
    #expect(layout.kind == .plugin)
    #expect(layout.detail.contains("no manifest"))
    let note = try #require(graph.diagnostics.first { $0.path.hasSuffix("/docs") })
    #expect(note.severity == .note)
    #expect(note.identifier == "not-loaded")
    #expect(note.message.contains("1 Markdown file"))
  }

  @Test("a collection's README and context files are guides: searched, never skills")
  func collectionReadme() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("README.md", "# Pottery skills\n\nInstall them with the kiln tool.\n")
    try folder.write("CLAUDE.md", "# Working here\n\nEvery skill names its clay body.\n")
    // NB: a symbolic link checked out as a plain file holds only its target's name.
    try folder.write("AGENTS.md", "CLAUDE.md\n")
    try folder.write("LICENSE.md", "# License\n")
    try folder.write("trimming/SKILL.md", Self.skillText("trimming"))
    try folder.write("trimming/README.md", "# Trimming notes\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    #expect(graph.skills.filter { $0.role == .guide }.map(\.id) == ["CLAUDE", "README"])
    #expect(graph.skills.filter { $0.role != .guide }.map(\.id) == ["trimming", "trimming/README"])
    #expect(graph.skill(withID: "README")?.title == "Pottery skills")
    #expect(graph.diagnostics.first { $0.path.hasSuffix("/README.md") } == nil)
    let license = try #require(graph.diagnostics.first { $0.path.hasSuffix("/LICENSE.md") })
    #expect(license.identifier == "not-loaded")
    #expect(graph.diagnostics.contains { $0.path.hasSuffix("/AGENTS.md") })
  }

  @Test("a file a guide names in backticks is read as a guide; one nothing names stays a note")
  func backtickedPathFromAGuide() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("skills/trimming/SKILL.md", Self.skillText("trimming"))
    try folder.write(
      "AGENTS.md", "# Working here\n\n- `docs/workflows.md`: how the glazes are tested.\n")
    try folder.write("docs/workflows.md", "# Workflows\n\nTest tiles fire at cone 6.\n")
    try folder.write("docs/history.md", "# History\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    #expect(graph.skills.filter { $0.role == .guide }.map(\.id) == ["AGENTS", "docs/workflows"])
    #expect(graph.skills.filter { $0.role != .guide }.map(\.id) == ["trimming"])
    let note = try #require(graph.diagnostics.first { $0.path.hasSuffix("/docs/history.md") })
    #expect(note.identifier == "not-loaded")
    #expect(!graph.diagnostics.contains { $0.path.hasSuffix("/docs/workflows.md") })
  }

  @Test("Markdown under a skill's assets/ is a template it copies: listed as an asset, with a note")
  func assetTemplates() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("trimming/SKILL.md", Self.skillText("trimming"))
    try folder.write("trimming/references/tools.md", "# Tools\n\nA loop tool.\n")
    try folder.write("trimming/assets/template/SKILL.template.md", "# Skill Title\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    #expect(graph.skills.map(\.id) == ["trimming", "trimming/references/tools"])
    let skill = try #require(graph.skills.first { $0.id == "trimming" })
    #expect(skill.bundledFiles.map(\.path) == ["assets/template/SKILL.template.md"])
    #expect(skill.bundledFiles.first?.kind == .asset)
    let note = try #require(graph.diagnostics.first { $0.path.hasSuffix("/trimming/assets") })
    #expect(note.identifier == "not-loaded")
    #expect(note.severity == .note)
  }

  @Test("Codex and Cursor plugin folders read what their manifests name")
  func codexAndCursorPlugins() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(".codex-plugin/plugin.json", "{\"name\": \"wheel\", \"skills\": \"./kit/\"}")
    try folder.write(
      ".cursor-plugin/plugin.json", "{\"name\": \"wheel\", \"agents\": [\"./helpers/centre.md\"]}")
    try folder.write("kit/centring/SKILL.md", Self.skillText("centring"))
    try folder.write("helpers/centre.md", "# Centre\n\nCentres clay.\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    #expect(graph.skills.map(\.id) == ["centring", "helpers/centre"])
    #expect(graph.skill(withID: "helpers/centre")?.role == .agent)
    let detail = try #require(graph.layouts.first?.detail)
    #expect(detail.contains(".codex-plugin/plugin.json"))
    #expect(detail.contains(".cursor-plugin/plugin.json"))
  }

  @Test("a marketplace with a source object leads to its plugin's agents too")
  func codexMarketplace() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      ".agents/plugins/marketplace.json",
      "{\"name\": \"m\", \"plugins\": [{\"name\": \"p\", \"source\": {\"source\": \"local\", \"path\": \"./plugins/p\"}}]}"
    )
    try folder.write("plugins/p/skills/slab/SKILL.md", Self.skillText("slab"))
    try folder.write("plugins/p/agents/roller.md", "# Roller\n\nRolls slabs.\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    #expect(graph.skills.map(\.id) == ["plugins/p/agents/roller", "slab"])
    #expect(graph.layouts.first?.kind == .marketplace)
  }

  @Test("a flat folder's subfolders are read, their files with folder/name IDs")
  func flatFolderWithSubfolders() throws {
    let graph = try InlineCorpus.load([
      "intro.md": "# Intro\n\nStart.\n", "guides/glazing.md": "# Glazing\n\nDip.\n",
      "guides/deep/raku.md": "# Raku\n\nHot.\n", "skills/kiln/SKILL.md": Self.skillText("kiln"),
      "skills/loose.md": "# Loose\n\nA file.\n",
    ])
    #expect(
      graph.skills.map(\.id) == [
        "guides/deep/raku", "guides/glazing", "intro", "kiln", "skills/loose",
      ])
    #expect(graph.layouts.first?.kind == .collection)
  }

  @Test("a folder with no skills is a warning that says why")
  func emptyFolderWarns() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(".claude-plugin/plugin.json", "{\"name\": \"empty\"}")
    try folder.write("README.md", "# Empty\n")
    try folder.write("notes/plan.md", "# Plan\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    #expect(graph.skills.map(\.role) == [.guide], "the README alone, as a guide")
    let warning = try #require(graph.diagnostics.first { $0.identifier == "no-skills" })
    #expect(warning.severity == .warning)
    #expect(warning.message.contains("plugin"))
    #expect(
      graph.diagnostics.contains { $0.identifier == "not-loaded" && $0.path.hasSuffix("notes") })
  }

  @Test("in a plugin, a link to another skill's folder is a note: the skills install together")
  func linkAcrossPluginSkills() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "skills/glaze/SKILL.md",
      Self.skillText("glaze") + "\nSee [the kiln's log](../kiln/log.md).\n")
    try folder.write("skills/kiln/SKILL.md", Self.skillText("kiln"))
    try folder.write("skills/kiln/log.md", "# Log\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    #expect(graph.layouts.map(\.kind) == [.plugin])
    let link = try #require(graph.diagnostics.first { $0.identifier == "link-outside-skill" })
    #expect(link.severity == .note)
    #expect(link.message.contains("installed whole"))
    #expect(graph.crossReferences.allSatisfy { $0.isResolved })
  }

  @Test("a link inside the skill's folder stays inside when the collection is given as ../path")
  func relativeCollectionPath() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "skills/glaze/SKILL.md", Self.skillText("glaze") + "\nSee [recipes](recipes.md).\n")
    try folder.write("skills/glaze/recipes.md", "# Recipes\n")
    let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
    let relative = String(repeating: "../", count: depth) + folder.path.dropFirst()
    let graph = try CorpusLoader(folders: [relative]).load()
    #expect(graph.skills.count == 2)
    #expect(!graph.diagnostics.contains { $0.identifier == "link-outside-skill" })
    #expect(graph.crossReferences.allSatisfy { $0.isResolved })
  }

  static let corpora = ["superpowers", "axiom", "axiom/skills"]

  @Test(
    "every Markdown file of a real collection is read or has a note saying why not",
    .needsSharedCorpus(SharedCorpus.root), arguments: corpora)
  func everyMarkdownFileAccountedFor(_ name: String) throws {
    let folder = SharedCorpus.path(name)
    try #require(FileManager.default.fileExists(atPath: folder), "missing: \(folder)")
    let graph = try CorpusLoader(folders: [folder]).load()
    let read = Set(graph.skills.map(\.source.path))
    let skipped = graph.skipped.map(\.path)
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
    let markdown = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }
    let silent = markdown.map { folder + "/" + $0 }.filter { path in
      !read.contains(path) && !skipped.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
    #expect(!markdown.isEmpty)
    #expect(silent.isEmpty, "neither read nor noted: \(silent.prefix(5))")
  }
}
