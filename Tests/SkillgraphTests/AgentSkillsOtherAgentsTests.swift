import Foundation
import Testing

@testable import Skillgraph
@testable import SkillgraphExport

/// Beside the Claude Code plugin, an export carries what Codex and Cursor read (their own
/// manifests over the same `skills/`) and a short `AGENTS.md` index of the skills.
@Suite("An Agent Skills export for Codex, Cursor and AGENTS.md readers")
struct AgentSkillsOtherAgentsTests {
  /// The JSON object in the file at `path`.
  static func object(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test("the Codex and Cursor manifests name the plugin and its skills folder, which exists")
  func manifests() throws {
    let tea = try TeaCollection()
    defer { tea.remove() }
    let (out, _) = try writeExport(
      content: [tea.content], templates: tea.templates, into: tea.folder)
    let claude = try Self.object("\(out)/.claude-plugin/plugin.json")
    for agent in [".codex-plugin", ".cursor-plugin"] {
      let manifest = try Self.object("\(out)/\(agent)/plugin.json")
      #expect(manifest["name"] as? String == claude["name"] as? String, "\(agent)")
      #expect(manifest["version"] as? String == claude["version"] as? String, "\(agent)")
      let skills = try #require(manifest["skills"] as? String)
      #expect(skills.hasPrefix("./"))
      var isFolder: ObjCBool = false
      #expect(FileManager.default.fileExists(atPath: "\(out)/\(skills)", isDirectory: &isFolder))
      #expect(isFolder.boolValue)
      let names = try FileManager.default.contentsOfDirectory(atPath: "\(out)/\(agent)")
      #expect(names == ["plugin.json"], "only the manifest belongs in \(agent)")
    }
  }

  @Test("the Codex manifest names its MCP server file, whose paths exist from the plugin's folder")
  func codexServer() throws {
    let tea = try TeaCollection()
    defer { tea.remove() }
    let (out, _) = try writeExport(
      content: [tea.content], templates: tea.templates, into: tea.folder)
    let manifest = try Self.object("\(out)/.codex-plugin/plugin.json")
    let file = try #require(manifest["mcpServers"] as? String)
    #expect(file.hasPrefix("./") && file != "./.mcp.json", "Claude Code reads .mcp.json too")
    let servers = try #require(try Self.object("\(out)/\(file)")["mcpServers"] as? [String: Any])
    let server = try #require(servers["skillgraph"] as? [String: Any])
    #expect(server["command"] as? String == "skillgraph-mcp")
    let folder = "\(out)/\(try #require(server["cwd"] as? String))"
    let arguments = try #require(server["args"] as? [String])
    let content = try #require(arguments.firstIndex(of: "--content"))
    let templates = try #require(arguments.firstIndex(of: "--templates"))
    for position in [content, templates] {
      let path = arguments[position + 1]
      #expect(!path.hasPrefix("/") && !path.contains("${"), "\(path)")
      #expect(FileManager.default.fileExists(atPath: "\(folder)/\(path)"), "\(path)")
    }
    let cursor = try Self.object("\(out)/.cursor-plugin/plugin.json")
    #expect(cursor["mcpServers"] == nil)
  }

  @Test("AGENTS.md names every exported skill with what it is for, in a few KB")
  func agentsIndex() throws {
    let tea = try TeaCollection()
    defer { tea.remove() }
    let (out, export) = try writeExport(
      content: [tea.content], templates: tea.templates, into: tea.folder)
    let index = try String(contentsOfFile: "\(out)/AGENTS.md", encoding: .utf8)
    for skill in export.report.skills {
      #expect(index.contains("- `\(skill.name)`: "), "\(skill.name)")
    }
    #expect(index.contains("Choose how to brew a cup of tea."))
    #expect(index.contains("`search`") && index.contains("`decide`"))
  }

  @Test("a long list stops at its budget and counts the rest")
  func longListIsCounted() throws {
    let skill = try #require(
      try CorpusLoader(folders: [ShippedContentTests.folder]).load().mainSkills.first)
    let many = (0..<200).map { (name: "skill-\($0)", skill: skill) }
    let markdown = AgentsIndex(skills: many, plugin: "many").markdown
    #expect(markdown.utf8.count < AgentsIndex.listBytes + 1_000)
    #expect(markdown.contains("more: see `skills/`."))
    #expect(AgentsIndex.useWhen(String(repeating: "word ", count: 100)).count <= 160)
  }
}
