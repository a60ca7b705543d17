import Foundation
import Testing

@testable import Skillgraph

/// Claude Code plugins and marketplaces: their manifests say where the skills are.
@Suite("Plugins and marketplaces")
struct PluginManifestTests {
  @Test("a plugin's skills/ folder and the folders its manifest adds are read")
  func plugin() throws {
    let graph = try AgentSkillsFixtures.load("plugin")
    #expect(graph.skills.map(\.id) == ["throwing", "throwing/references/pulling", "trimming"])
    #expect(graph.diagnostics.isEmpty, "\(graph.diagnostics.map(\.formatted))")
  }

  @Test("a marketplace's local plugins are read; a remote or missing source is reported")
  func marketplace() throws {
    let graph = try AgentSkillsFixtures.load("marketplace")
    #expect(graph.skills.map(\.id) == ["cone-packs", "wedging"])
    let remote = try #require(graph.diagnostics.first { $0.severity == .note })
    #expect(remote.message.contains("'glass'"))
    #expect(remote.range.start.line == 7)
    let missing = try #require(graph.diagnostics.first { $0.severity == .warning })
    #expect(missing.message.contains("'enamel'"))
    #expect(missing.range.start.line == 8)
    #expect(missing.path.hasSuffix(".claude-plugin/marketplace.json"))
  }

  @Test("a plugin folder beside the listed ones that the marketplace does not list is read, noted")
  func unlistedPluginBesideListedOnes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      ".claude-plugin/marketplace.json",
      """
      {"name": "kits", "owner": {"name": "someone"}, "plugins": [
        {"name": "glaze", "source": "./plugins/glaze"},
        {"name": "gone", "source": "./plugins/gone"}
      ]}
      """)
    try folder.write(
      "plugins/glaze/skills/mixing/SKILL.md", "---\nname: mixing\ndescription: d\n---\n# Mix\n")
    try folder.write("plugins/kiln/.claude-plugin/plugin.json", "{\"name\": \"kiln\"}")
    try folder.write(
      "plugins/kiln/skills/firing/SKILL.md", "---\nname: firing\ndescription: d\n---\n# Fire\n")
    try folder.write("plugins/wheel/commands/center.md", "---\ndescription: d\n---\n# Center\n")
    try folder.write("plugins/notes/ideas.md", "# Ideas\n")
    // NB: a link to a plugin outside the folder is not followed.
    let outside = try TemporaryFolder()
    defer { outside.remove() }
    try outside.write(
      "skills/glazing/SKILL.md", "---\nname: glazing\ndescription: d\n---\n# Glaze\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("plugins/linked"), withDestinationPath: outside.path)
    let graph = try CorpusLoader(folders: [folder.path]).load()
    #expect(graph.skills.map(\.id) == ["firing", "mixing", "plugins/wheel/commands/center"])
    let notes = graph.diagnostics.filter { $0.identifier == "unlisted-plugin" }
    #expect(notes.map(\.severity) == [.note, .note], "\(graph.diagnostics.map(\.formatted))")
    #expect(notes.first?.message.contains("'plugins/kiln' is not listed") == true)
    #expect(notes.last?.message.contains("'plugins/wheel' is not listed") == true)
  }

  @Test("plugins of a marketplace that share its root and list their skills read each skill once")
  func pluginsSharingTheRoot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      ".claude-plugin/marketplace.json",
      """
      {"name": "kits", "owner": {"name": "someone"}, "plugins": [
        {"name": "one", "source": "./", "strict": false, "skills": ["./skills/first"]},
        {"name": "two", "source": "./", "strict": false, "skills": ["./skills/second"]}
      ]}
      """)
    for name in ["first", "second"] {
      try folder.write(
        "skills/\(name)/SKILL.md", "---\nname: \(name)\ndescription: d\n---\n# \(name)\n")
    }
    try folder.write("skills/first/forms.md", "# Forms\n\nFill every field.\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    #expect(graph.skills.map(\.id) == ["first", "first/forms", "second"])
    #expect(graph.diagnostics.isEmpty, "\(graph.diagnostics.map(\.formatted))")
  }

  @Test("a skills path that names no folder, or a folder without a skill, is a warning")
  func skillPathsThatFindNothing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      ".claude-plugin/marketplace.json",
      """
      {"name": "studio", "owner": {"name": "someone"}, "plugins": [
        {"name": "clay", "source": "./", "strict": false,
         "skills": ["./skills/throwing", "./skills/raku"]}
      ]}
      """)
    try folder.write(
      "skills/throwing/SKILL.md", "---\nname: throwing\ndescription: d\n---\n# Throwing\n")
    try folder.write(
      "tools/.claude-plugin/plugin.json", "{\"name\": \"tools\", \"skills\": \"./bats\"}")
    try folder.write("tools/bats/notes.md", "# Bats\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    #expect(graph.skills.map(\.id) == ["throwing"])
    let missing = try #require(
      graph.diagnostics.first { $0.message.contains("'./skills/raku'") },
      "\(graph.diagnostics.map(\.formatted))")
    #expect(missing.identifier == "bad-plugin-manifest")
    #expect(missing.severity == .warning)
    #expect(missing.message.contains("does not exist"))
    #expect(missing.range.start.line == 3)

    let plugin = try CorpusLoader(folders: [folder.path + "/tools"]).load()
    let empty = try #require(
      plugin.diagnostics.first { $0.identifier == "bad-plugin-manifest" },
      "\(plugin.diagnostics.map(\.formatted))")
    #expect(empty.message.contains("'./bats' holds no SKILL.md"))
  }

  @Test(
    "bad manifests are errors with their location",
    arguments: [
      ("{\n  \"name\": \"kit\",\n  \"skills\": 3\n}\n", 3, 3),
      ("{\n  \"version\": \"1.0\"\n}\n", 1, 1),
      ("{\n  \"name\": \"kit\",\n  \"skills\": [\"../outside\"]\n}\n", 3, 14),
      ("{\n  \"name\": \"kit\",\n  \"skills\": [\n", 4, 1),
      ("{\n  \"name\": \"kit\",,\n}\n", 2, 17),
    ])
  func badManifests(manifest: String, line: Int, column: Int) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(".claude-plugin/plugin.json", manifest)
    try folder.write("skills/kit-skill/SKILL.md", "---\nname: kit-skill\ndescription: d\n---\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    #expect(graph.skills.map(\.id) == ["kit-skill"], "the default skills/ folder is still read")
    let error = try #require(
      graph.diagnostics.first { $0.identifier == "bad-plugin-manifest" && $0.severity == .error },
      "\(graph.diagnostics.map(\.formatted))")
    #expect(error.path == folder.path + "/.claude-plugin/plugin.json")
    #expect(error.range.start.line == line)
    #expect(error.range.start.column == column)
  }
}
