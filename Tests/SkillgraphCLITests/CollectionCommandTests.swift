import Foundation
import SkillgraphTestSupport
import Testing

/// What `check`, `stats` and `site build` say about a third-party collection: its layout, what
/// was not read, its problems, and only its own templates.
@Suite("Collections on the command line")
struct CollectionCommandTests {
  static let plugin: KeyValuePairs<String, String> = [
    "claude-code.json": "{\"name\": \"kiln\"}",
    "skills/firing/SKILL.md":
      "---\nname: firing\ndescription: Use when firing.\n---\n# Firing\n\nHot.\n",
    "agents/auditor.md": "---\nname: auditor\ndescription: Audits.\n---\n# Auditor\n\nAudit.\n",
    "commands/fire.md": "---\ndescription: Fire\n---\nFire it.\n",
    "docs/plan.md": "# Plan\n",
  ]

  @Test(
    "check names the layout read and counts what no agent loads; stats counts agents and commands")
  func checkAndStatsSayTheLayout() throws {
    let content = try ContentFolder(Self.plugin)
    defer { content.remove() }
    let check = skillgraph("check", "--content", content.path)
    #expect(check.status == 0, "\(check.errors)")
    #expect(check.errors.contains("read as a plugin (manifests claude-code.json"))
    #expect(check.errors.contains("1 files and folders no agent loads were not read"))
    let notes = skillgraph("check", "--content", content.path, "--notes")
    #expect(notes.output.contains("docs:1:1: note: not loaded by agents"))
    let stats = try skillgraph("stats", "--content", content.path, "--json").data()
    #expect(stats["agents"] as? Int == 1)
    #expect(stats["commands"] as? Int == 1)
    let layouts = try #require(stats["layouts"] as? [[String: Any]])
    #expect(layouts.first?["kind"] as? String == "plugin")
  }

  @Test("a third-party site shows none of the shipped templates")
  func thirdPartySiteHasOnlyItsTemplates() throws {
    let content = try ContentFolder(Self.plugin)
    defer { content.remove() }
    let out = TestRunFolder.url
      .appendingPathComponent("skillgraph-site-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let result = skillgraph("site", "build", "--content", content.path, "--out", out)
    #expect(result.status == 0, "\(result.errors)")
    #expect(!FileManager.default.fileExists(atPath: out + "/templates"))
    let llms = try String(contentsOfFile: out + "/llms.txt", encoding: .utf8)
    #expect(!llms.contains("templates/"))
    #expect(FileManager.default.fileExists(atPath: out + "/skills/agents-auditor.html"))
  }

  @Test(
    "site build reports the content's errors and dropped files, and fails on them with --warnings-as-errors"
  )
  func siteBuildReportsContentProblems() throws {
    let first = try ContentFolder(["glaze.md": "# Glaze\n\nOne.\n"])
    let second = try ContentFolder(["glaze.md": "# Glaze again\n\nTwo.\n"])
    defer {
      first.remove()
      second.remove()
    }
    let out = TestRunFolder.url
      .appendingPathComponent("skillgraph-site-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let built = skillgraph(
      "site", "build", "--content", first.path, "--content", second.path, "--out", out)
    #expect(built.status == 0, "\(built.errors)")
    #expect(built.output.contains("content: 1 error, 0 warnings, 1 file dropped"))
    let strict = skillgraph(
      "site", "build", "--content", first.path, "--content", second.path, "--out", out,
      "--warnings-as-errors")
    #expect(strict.status == 1)
    let json = try skillgraph(
      "site", "build", "--content", first.path, "--content", second.path, "--out", out, "--json"
    ).data()
    #expect(json["errors"] as? Int == 1)
    #expect(json["dropped"] as? Int == 1)
  }
}

@Suite("Backticked document paths on the site and in show")
struct DocumentPathLinkTests {
  @Test("a backticked path that resolves is a link on the site and a reference in show")
  func backtickedPathLinked() throws {
    let content = try ContentFolder([
      "glaze/SKILL.md":
        "---\nname: glaze\ndescription: Glazes.\n---\n# Glaze\n\nRead `references/recipes.md` first.\n",
      "glaze/references/recipes.md": "# Recipes\n\nMix.\n",
    ])
    defer { content.remove() }
    let out = content.path + "-site"
    defer { try? FileManager.default.removeItem(atPath: out) }
    #expect(skillgraph("site", "build", "--content", content.path, "--out", out).status == 0)
    let page = try String(contentsOfFile: out + "/skills/glaze.html", encoding: .utf8)
    #expect(
      page.contains(
        "<a class=\"xref\" href=\"../skills/glaze-references-recipes.html\"><code>references/recipes.md"
      ))
    let show = skillgraph("show", "glaze", "--content", content.path)
    #expect(show.output.contains("references: glaze/references/recipes"))
  }
}

@Suite("Duplicate skill IDs on the command line")
struct DuplicateSkillIDCommandTests {
  @Test("query says which file is not searched because its skill ID is taken")
  func querySaysWhatIsDropped() throws {
    let first = try ContentFolder(["glaze.md": "# Glaze\n\nCeladon glaze recipe.\n"])
    let second = try ContentFolder(["glaze.md": "# Glaze again\n\nShino glaze recipe.\n"])
    defer {
      first.remove()
      second.remove()
    }
    let index = first.path + "-index.sqlite"
    defer { try? FileManager.default.removeItem(atPath: index) }
    let result = skillgraph(
      "query", "glaze recipe", "--content", first.path, "--content", second.path, "--index", index)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.contains("\(second.path)/glaze.md is not searched"))
  }

  @Test("the JSON answer and the MCP search name the file that is not searched")
  func jsonAndMCPSayWhatIsDropped() async throws {
    let first = try ContentFolder(["glaze.md": "# Glaze\n\nCeladon glaze recipe.\n"])
    let second = try ContentFolder(["glaze.md": "# Glaze again\n\nShino glaze recipe.\n"])
    defer {
      first.remove()
      second.remove()
    }
    let index = first.path + "-index.sqlite"
    defer { try? FileManager.default.removeItem(atPath: index) }
    let result = skillgraph(
      "query", "glaze recipe", "--json", "--content", first.path, "--content", second.path,
      "--index", index)
    #expect(result.status == 0, "\(result.errors)")
    let data = try result.data()
    let left = try #require(data["notSearched"] as? [[String: Any]])
    #expect(left.count == 1)
    #expect(left.first?["id"] as? String == "glaze")
    #expect(left.first?["path"] as? String == "\(second.path)/glaze.md")
    #expect(left.first?["keptPath"] as? String == "\(first.path)/glaze.md")
    let (status, output) = try await JSONSchemas.validate(result.output, against: "query")
    #expect(status == 0, "\(output)")

    let client = try await MCPTestClient.started([
      "--content", first.path, "--content", second.path, "--index", index,
    ])
    let reply = try await client.result(1, "search", ["query": "glaze recipe"])
    await client.shutdown()
    let served = try #require(reply.structured)
    #expect(sameJSON(served["notSearched"], data["notSearched"]))

    let alone = skillgraph("query", "glaze recipe", "--json", "--content", first.path)
    #expect(try alone.data()["notSearched"] == nil)
  }
}
