import Foundation
import Testing

@testable import Skillgraph

/// A Markdown file that no layout reads but a skill links to is what an agent loads when it
/// follows the link: it is read as a document of the linking skill.
@Suite("Collection: linked documents")
struct CollectionLinkedDocumentTests {
  /// A plugin without a manifest whose skill links a file kept beside the skill folders.
  static func pluginWithSharedFile() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(
      "skills/store-setup/SKILL.md",
      """
      ---
      name: store-setup
      description: Use when setting up subscriptions.
      ---
      # Store setup

      Load these before starting:
      - [Shared API notes](../shared/store-api.md) for the tokens
      - [Pricing](pricing.md) for the price points

      See also [the hidden notes](../../.private/notes.md).
      """)
    try folder.write(
      "skills/shared/store-api.md",
      "# Store API\n\nA subscription description holds at most 55 characters.\n\n"
        + "See [retries](retries.md).\n")
    try folder.write("skills/shared/retries.md", "# Retries\n\nWait a second, then double.\n")
    try folder.write("skills/shared/unlinked.md", "# Unlinked\n\nNobody links here.\n")
    try folder.write(".private/notes.md", "# Notes\n")
    return folder
  }

  @Test("a linked Markdown file outside any skill folder is read as a document of the linker")
  func linkedFileIsADocument() throws {
    let folder = try Self.pluginWithSharedFile()
    defer { folder.remove() }
    let graph = try CorpusLoader(folders: [folder.path]).load()
    let shared = try #require(graph.skill(withID: "skills/shared/store-api"))
    #expect(shared.role == .skillDocument)
    #expect(shared.parentSkill == "store-setup")
    let retries = try #require(graph.skill(withID: "skills/shared/retries"), "links are followed")
    #expect(retries.parentSkill == "store-setup")
    #expect(graph.skill(withID: "skills/shared/unlinked") == nil)
    let link = try #require(graph.crossReferences.first { $0.text == "../shared/store-api.md" })
    #expect(link.targetID == "skills/shared/store-api")
    #expect(graph.layouts.first?.kind == .plugin)
    #expect(graph.layouts.first?.detail.contains("2 linked Markdown files") == true)
    let unlinked = try #require(graph.diagnostics.first { $0.path.hasSuffix("unlinked.md") })
    #expect(unlinked.identifier == "not-loaded", "what is not linked is still noted")
  }

  @Test("a warning only for a link whose target is not there; a note for a file not read")
  func warningsOnlyForMissingTargets() throws {
    let folder = try Self.pluginWithSharedFile()
    defer { folder.remove() }
    let graph = try CorpusLoader(folders: [folder.path]).load()
    let warnings = graph.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.map(\.identifier) == ["unresolved-reference"], "\(warnings)")
    #expect(warnings.first?.message.contains("'pricing.md'") == true)
    let hidden = try #require(graph.diagnostics.first { $0.identifier == "link-to-unread-file" })
    #expect(hidden.severity == .note)
    #expect(hidden.message.contains("hidden folder"), "\(hidden.message)")
  }

  @Test("a fact that lives only in a linked file is found by the search")
  func searchFindsLinkedFacts() throws {
    let folder = try Self.pluginWithSharedFile()
    defer { folder.remove() }
    let index = SearchIndex(folders: [folder.path], indexPath: folder.file("index.sqlite"))
    let response = try index.search(
      SearchRequest(text: "how long can a subscription description be", limit: 3))
    #expect(
      response.results.prefix(3).contains { $0.id.hasPrefix("skills/shared/store-api#") },
      "\(response.results.map(\.id))")
  }

  @Test("the site links the linked file and is written despite a link that names nothing")
  func siteIsWritten() throws {
    let folder = try Self.pluginWithSharedFile()
    defer { folder.remove() }
    let graph = try CorpusLoader(folders: [folder.path], keepsDocuments: true).load()
    let build = SiteGenerator(graph: graph, catalog: nil, options: SiteOptions()).build()
    #expect(build.brokenLinks.isEmpty, "\(build.brokenLinks.map(\.diagnostic.formatted))")
    let page = try #require(build.text("skills/store-setup.html"))
    #expect(page.contains("href=\"skills-shared-store-api.html\""))
    #expect(page.contains("<code>../shared/store-api.md</code>"), "listed as the skill links it")
    #expect(page.contains("<span class=\"broken-ref\">Pricing</span>"))
    #expect(build.text("skills/skills-shared-store-api.html")?.contains("55 characters") == true)
  }

  @Test("the export carries a linked file into the skill's folder, its links rewritten to it")
  func exportCarriesLinkedFiles() throws {
    let folder = try Self.pluginWithSharedFile()
    defer { folder.remove() }
    let out = try TemporaryFolder()
    defer { out.remove() }
    let (plugin, export) = try writeExport(content: [folder.path], templates: nil, into: out)
    let skill = plugin + "/skills/store-setup/"
    let text = try String(contentsOfFile: skill + "SKILL.md", encoding: .utf8)
    #expect(text.contains("[Shared API notes](references/shared/store-api.md)"), "\(text)")
    let shared = try String(
      contentsOfFile: skill + "references/shared/store-api.md", encoding: .utf8)
    #expect(shared.contains("55 characters"))
    // The shared file's own link keeps resolving: both files keep their places.
    #expect(shared.contains("[retries](retries.md)"))
    #expect(FileManager.default.fileExists(atPath: skill + "references/shared/retries.md"))
    #expect(!FileManager.default.fileExists(atPath: plugin + "/skills/shared"))
    let exported = try #require(export.report.skills.first { $0.id == "store-setup" })
    #expect(exported.references.contains("references/shared/retries.md"))
    #expect(text.contains("references/shared/retries.md"), "listed in SKILL.md: \(text)")
  }

  @Test("a link to another skill's document keeps resolving from the reference file it moves to")
  func linkOutOfTheFolderFromAMovedSection() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "skills/relay/SKILL.md",
      "---\nname: relay\ndescription: Relay messages. Use when relaying.\n---\n# Relay\n\n"
        + "## Setup\n\n" + String(repeating: "Setup step.\n\n", count: 20)
        + "## Endpoints\n\nSee [the API](../relay-api/references/api.md).\n")
    try folder.write(
      "skills/relay-api/SKILL.md",
      "---\nname: relay-api\ndescription: The relay API. Use when calling it.\n---\n# API\n\n"
        + "Read [the reference](references/api.md).\n")
    try folder.write("skills/relay-api/references/api.md", "# API reference\n\nPOST /send.\n")
    let out = try TemporaryFolder()
    defer { out.remove() }
    let (plugin, export) = try writeExport(
      content: [folder.path], templates: nil, into: out,
      options: AgentSkillsExportOptions(skillFileLineBudget: smallLineBudget))
    let relay = try #require(export.report.skills.first { $0.id == "relay" })
    let file = try #require(relay.references.first { $0.hasSuffix("endpoints.md") })
    let moved = try String(contentsOfFile: plugin + "/skills/relay/" + file, encoding: .utf8)
    #expect(moved.contains("[the API](../../relay-api/references/api.md)"), "\(moved)")
    let read = try CorpusLoader(folders: [plugin]).load()
    let unresolved = read.diagnostics.filter { $0.identifier == "unresolved-reference" }
    #expect(unresolved.isEmpty, "\(unresolved.map(\.formatted))")
  }
}

/// A plugin without a manifest keeps reading as a plugin beside folders no agent loads.
@Suite("Collection: plugin folders beside skills/")
struct CollectionPluginFolderTests {
  @Test("a folder of plugins names them in its layout; the site labels agents and commands as such")
  func folderOfPlugins() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for name in ["review", "ship"] {
      try folder.write(
        "plugins/\(name)/.claude-plugin/plugin.json", "{\"name\": \"\(name)\"}")
      try folder.write(
        "plugins/\(name)/agents/\(name)-checker.md",
        "---\nname: \(name)-checker\ndescription: Checks \(name) work.\n---\n# Checker\n\nCheck.\n")
    }
    try folder.write(
      "plugins/ship/commands/ship.md",
      "---\ndescription: Ship the branch.\n---\n# Ship\n\nShip it.\n")
    let graph = try CorpusLoader(folders: [folder.path], keepsDocuments: true).load()
    #expect(graph.layouts.map(\.kind) == [.collection, .plugin, .plugin])
    #expect(graph.layouts.first?.detail.hasSuffix("2 plugins in subfolders") == true)
    #expect(graph.layouts.last?.detail.hasSuffix("0 skills, 1 agent, 1 command") == true)
    let build = SiteGenerator(graph: graph, catalog: nil, options: SiteOptions()).build()
    let home = try #require(build.text("index.html"))
    #expect(home.contains("type-agent\">agent</span>"), "\(home)")
    #expect(home.contains("type-command\">command</span>"))
    #expect(!home.contains(">reference</span>"))
  }

  @Test("templates/ of Markdown beside skills/ is a plugin's: linked files read, others noted")
  func templatesBesideSkills() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("CLAUDE.md", "# Standards\n\nUse Swift 6.\n")
    try folder.write(
      "skills/vision-doc/SKILL.md",
      "---\nname: vision-doc\ndescription: Use when writing a product vision.\n---\n"
        + "# Vision\n\nFill in [the bounds template](../../templates/product-bounds.md).\n")
    try folder.write("templates/product-bounds.md", "# __APP__: Bounds\n\n## The North Star\n")
    try folder.write("templates/release-notes.md", "# Release notes\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    #expect(graph.layouts.map(\.kind) == [.plugin])
    let template = try #require(graph.skill(withID: "templates/product-bounds"))
    #expect(template.parentSkill == "vision-doc")
    let note = try #require(graph.diagnostics.first { $0.path.hasSuffix("release-notes.md") })
    #expect(note.identifier == "not-loaded")
    // NB: agents load a context file as the repository's instructions, never as a skill: it is
    // read as a guide.
    #expect(graph.skill(withID: "CLAUDE")?.role == .guide)
    #expect(graph.diagnostics.first { $0.path.hasSuffix("CLAUDE.md") } == nil)
    #expect(graph.diagnostics.filter { $0.severity == .warning }.isEmpty, "\(graph.diagnostics)")
  }

  @Test("a loose skill file beside skills/ makes the folder a collection, and is read")
  func looseFileMakesACollection() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("skills/trimming/SKILL.md", CollectionLayoutTests.skillText("trimming"))
    try folder.write("glazing.md", "# Glazing\n\nDip twice.\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    #expect(graph.layouts.map(\.kind) == [.collection])
    #expect(graph.skills.map(\.id).sorted() == ["glazing", "trimming"])
  }
}
