import Foundation
import Testing

/// The commands on an Agent Skills folder: documents counted, shown and searched, files listed.
@Suite("Agent Skills folders in the commands")
struct AgentSkillsCommandTests {
  static let files: KeyValuePairs<String, String> = [
    "tool-kit/SKILL.md": """
    ---
    name: tool-kit
    description: Sharpen and set woodworking tools. Use when an edge tears the grain.
    ---
    # Tool Kit

    Hone on [the stones](references/stones.md) and check [the missing page](references/gone.md).
    """,
    "tool-kit/references/stones.md": """
    # Sharpening Stones

    ## Grits

    A 6000-grit finishing stone leaves a mirror polish on a plane iron.
    """,
    "tool-kit/scripts/angle.sh": "#!/bin/sh\n# Print the honing angle for a bevel.\necho 30\n",
  ]

  @Test("check counts skills and documents apart and reports the missing file where it is linked")
  func check() throws {
    let folder = try ContentFolder(Self.files)
    defer { folder.remove() }
    let result = skillgraph("check", "--content", folder.path)
    #expect(result.errors.contains("1 skill and 1 document checked: 0 errors, 1 warning"))
    #expect(
      result.output.hasPrefix(
        "\(folder.path)/tool-kit/SKILL.md:7:54: warning: cannot find the file 'references/gone.md'")
    )
  }

  @Test("show lists a skill's documents and files; a document's sections are shown by ID")
  func show() throws {
    let folder = try ContentFolder(Self.files)
    defer { folder.remove() }
    let skill = skillgraph("show", "tool-kit", "--content", folder.path)
    #expect(skill.status == 0)
    #expect(skill.output.contains("document: tool-kit/references/stones  Sharpening Stones"))
    #expect(
      skill.output.contains(
        "scripts/angle.sh  script, 56 bytes  Print the honing angle for a bevel."))
    let json = skillgraph("show", "tool-kit", "--json", "--content", folder.path)
    #expect(
      json.output.contains(
        "\"bundledFiles\":[{\"kind\":\"script\",\"path\":\"scripts/angle.sh\",\"size\":56,"
          + "\"summary\":\"Print the honing angle for a bevel.\"}]"))
    #expect(json.output.contains("\"relation\":\"document\""))
    let section = skillgraph(
      "show", "tool-kit/references/stones#grits", "--json", "--content", folder.path)
    #expect(section.status == 0)
    #expect(section.output.contains("\"skillID\":\"tool-kit/references/stones\""))
  }

  @Test("list --skill gives the sections of the skill's documents too")
  func listBySkill() throws {
    let folder = try ContentFolder(Self.files)
    defer { folder.remove() }
    let result = skillgraph(
      "list", "--kind", "section", "--skill", "tool-kit", "--json", "--content", folder.path)
    let items = try #require(try result.data()["items"] as? [[String: Any]])
    let ids = items.compactMap { $0["id"] as? String }
    #expect(ids.contains("tool-kit/references/stones#grits"), "\(ids)")
    #expect(ids.contains { $0.hasPrefix("tool-kit#") }, "\(ids)")
  }

  @Test("query finds a fact that only a reference file holds")
  func query() throws {
    let folder = try ContentFolder(Self.files)
    defer { folder.remove() }
    let index = folder.path + "/../\(UUID().uuidString).sqlite"
    defer { try? FileManager.default.removeItem(atPath: index) }
    let result = skillgraph(
      "query", "which grit leaves a mirror polish", "--limit", "3", "--index", index,
      "--content", folder.path)
    #expect(result.status == 0)
    #expect(result.output.contains("tool-kit/references/stones#"))
  }
}
