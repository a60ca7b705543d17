import Foundation
import SkillgraphTestSupport
import Testing

@Suite(
  "skillgraph export agent-skills writes a plugin, reports it and refuses what it may not replace")
struct ExportCommandTests {
  /// A fresh folder under the temporary directory, and its `plugin` child to export into.
  static func outputFolder() throws -> (parent: String, out: String) {
    let parent = TestRunFolder.url
      .appendingPathComponent("skillgraph-export-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    return (parent, parent + "/plugin")
  }

  @Test("the shipped content exports to a plugin, and the JSON answer validates against its schema")
  func exportsTheShippedContent() async throws {
    let (parent, out) = try Self.outputFolder()
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let result = skillgraph(
      "export", "agent-skills", "--content", shippedContent, "--templates", shippedTemplates,
      "--out", out, "--json")
    #expect(result.status == 0, "\(result.errors)")
    let (status, output) = try await JSONSchemas.validate(
      result.output, against: "export-agent-skills")
    #expect(status == 0, "\(output)")
    let data = try result.data()
    #expect(data["plugin"] as? String == "background-processing")
    let skills = try #require(data["skills"] as? [[String: Any]])
    #expect(
      skills.compactMap { $0["name"] as? String }
        == ["background-processing", "background-processing-diag", "background-processing-ref"])
    for skill in skills {
      #expect((skill["skillFileLines"] as? Int ?? 1_000) < 500)
    }
    for path in [
      ".claude-plugin/plugin.json", ".claude-plugin/marketplace.json",
      "skills/background-processing/SKILL.md",
      "skills/background-processing/assets/templates/silent-push/template.yml",
    ] {
      #expect(FileManager.default.fileExists(atPath: "\(out)/\(path)"), "\(path)")
    }
    let again = skillgraph(
      "export", "agent-skills", "--content", shippedContent, "--templates", shippedTemplates,
      "--out", out)
    #expect(again.status == 0, "a previous export is replaced: \(again.errors)")
    #expect(again.output.contains("install: claude plugin marketplace add \(out)"))
  }

  @Test("a folder holding other files is an I/O failure (74) and is left as it was")
  func refusesAFolderOfOtherFiles() throws {
    let (parent, out) = try Self.outputFolder()
    defer { try? FileManager.default.removeItem(atPath: parent) }
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: out + "/notes.txt"))
    let result = skillgraph(
      "export", "agent-skills", "--content", shippedContent, "--out", out, "--json")
    #expect(result.status == 74)
    let error = try #require(try result.json()["error"] as? [String: Any])
    #expect(error["code"] as? String == "io")
    #expect((error["message"] as? String)?.contains("--force") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["notes.txt"])
    let forced = skillgraph(
      "export", "agent-skills", "--content", shippedContent, "--out", out, "--force")
    #expect(forced.status == 0, "\(forced.errors)")
    #expect(!FileManager.default.fileExists(atPath: out + "/notes.txt"))
  }

  @Test(
    "exporting into the content's own folder, or a folder inside it, is refused even with --force",
    arguments: ["", "/content/export"])
  func refusesTheContentFolder(_ out: String) throws {
    let (parent, _) = try Self.outputFolder()
    defer { try? FileManager.default.removeItem(atPath: parent) }
    try FileManager.default.createDirectory(
      atPath: parent + "/content", withIntermediateDirectories: true)
    try Data("# Tea\n\nTea.\n".utf8).write(to: URL(fileURLWithPath: parent + "/content/tea.md"))
    let result = skillgraph(
      "export", "agent-skills", "--content", parent + "/content", "--out", parent + out, "--force")
    #expect(result.status == 74)
    #expect(
      result.errors.contains(
        out.isEmpty
          ? "it holds \(parent)/content, which is being read"
          : "it lies inside \(parent)/content, which is being read"), "\(result.errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent + "/content") == ["tea.md"])
  }

  @Test("--out is required, and --help explains the layout")
  func usage() {
    let missing = skillgraph("export", "agent-skills", "--content", shippedContent)
    #expect(missing.status == 64)
    let help = skillgraph("export", "agent-skills", "--help")
    #expect(help.status == 0)
    #expect(help.output.contains("--force"))
    #expect(help.output.contains("marketplace"))
  }
}

@Suite(
  "The exported plugin's MCP server starts as its manifest says and serves the plugin's skills")
struct ExportedPluginServerTests {
  @Test("search finds a pattern in a reference file and render uses the skill's assets")
  func serverFromTheManifest() async throws {
    let (parent, out) = try ExportCommandTests.outputFolder()
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let export = skillgraph(
      "export", "agent-skills", "--content", shippedContent, "--templates", shippedTemplates,
      "--out", out)
    #expect(export.status == 0, "\(export.errors)")
    let manifest = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: out + "/.claude-plugin/plugin.json")))
        as? [String: Any])
    let servers = try #require(manifest["mcpServers"] as? [String: [String: Any]])
    let server = try #require(servers["skillgraph"])
    #expect(server["command"] as? String == "skillgraph-mcp")
    // NB: Claude Code puts the installed plugin's folder in place of ${CLAUDE_PLUGIN_ROOT}.
    let arguments = try #require(server["args"] as? [String]).map {
      $0.replacingOccurrences(of: "${CLAUDE_PLUGIN_ROOT}", with: out)
    }
    let client = try await MCPTestClient.started(arguments + ["--index", parent + "/index.sqlite"])
    defer { client.stop() }
    let search = try await client.result(1, "search", ["query": "my BGAppRefreshTask never runs"])
    #expect(!search.isError, "\(search.text.prefix(300))")
    #expect(search.text.contains("background-processing/references/patterns/pattern-1"))
    let render = try await client.result(2, "render", ["template": "bg-app-refresh-uikit"])
    #expect(!render.isError, "\(render.text.prefix(300))")
    #expect(render.text.contains("BGTaskScheduler"))
  }
}
