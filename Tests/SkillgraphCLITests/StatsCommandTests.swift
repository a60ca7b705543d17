import Foundation
import Testing

/// `skillgraph stats`: counts in text and in the JSON envelope.
@Suite("stats command")
struct StatsCommandTests {
  static let skill = """
    ---
    name: counted
    description: A skill with one of each entity.
    ---

    # Counted

    ## Pattern 1: Refresh

    ```swift
    refresh()
    ```

    ## Checklist

    - [ ] one
    - [x] two

    ## Decision Tree

    ```
    Need time?
    ├─ Short? → App refresh (Pattern 1)
    └─ Long? → Processing task
    ```

    See skills/nowhere.md.
    """

  @Test("stats --json carries every field, in the envelope")
  func jsonFields() throws {
    let folder = try ContentFolder(["counted.md": Self.skill])
    defer { folder.remove() }
    let result = skillgraph("stats", "--content", folder.path, "--json")
    #expect(result.status == 0)
    let envelope = try result.json()
    #expect(envelope["schemaVersion"] as? Int == 1)
    #expect(envelope["command"] as? String == "stats")
    #expect(envelope["error"] == nil)
    let data = try result.data()
    for field in [
      "skills", "sections", "patterns", "checklists", "checklistItems", "antiPatterns",
      "pressureScenarios",
      "decisionTrees", "decisionQuestions", "decisionOutcomes", "codeBlocks", "skipped",
      "elapsedMilliseconds",
    ] {
      #expect(data[field] is Int, "data.\(field) is missing or not a number")
    }
    let references = try #require(data["crossReferences"] as? [String: Any])
    #expect(references["resolved"] as? Int == 1)
    #expect(references["unresolved"] as? Int == 1)
    let diagnostics = try #require(data["diagnostics"] as? [String: Any])
    #expect(diagnostics["errors"] as? Int == 0)
    #expect(diagnostics["warnings"] as? Int == 1)
  }

  @Test("stats --json counts what the content holds")
  func jsonCounts() throws {
    let folder = try ContentFolder(["counted.md": Self.skill, "gen.md": "<!-- GENERATED -->\n"])
    defer { folder.remove() }
    let data = try skillgraph("stats", "--json", "--content", folder.path).data()
    #expect(data["skills"] as? Int == 1)
    #expect(data["sections"] as? Int == 4)
    #expect(data["patterns"] as? Int == 1)
    #expect(data["checklists"] as? Int == 1)
    #expect(data["checklistItems"] as? Int == 2)
    #expect(data["decisionTrees"] as? Int == 1)
    #expect(data["decisionQuestions"] as? Int == 1)
    #expect(data["decisionOutcomes"] as? Int == 2)
    #expect(data["codeBlocks"] as? Int == 2)
    #expect(data["skipped"] as? Int == 1)
  }

  @Test("stats --json prints exactly one JSON document with sorted keys and nothing on stderr")
  func sortedKeys() throws {
    let folder = try ContentFolder(["counted.md": Self.skill])
    defer { folder.remove() }
    let result = skillgraph("stats", "--json", "--content", folder.path)
    #expect(result.output.split(separator: "\n").count == 1)
    #expect(result.errors.isEmpty)
    let unsorted = firstUnsortedKeys(in: result.output)
    #expect(unsorted == nil, "keys out of order: \(String(describing: unsorted))")
  }

  @Test("the key-order check notices unsorted keys")
  func keyOrderCheckWorks() {
    #expect(firstUnsortedKeys(in: #"{"a":1,"c":{"y":[{"q":1,"p":2}],"z":2}}"#)! == ("q", "p"))
    #expect(firstUnsortedKeys(in: #"{"a":"}","b":[1,2,{"c":null}]}"#) == nil)
  }

  @Test("stats in text shows one line per count")
  func text() throws {
    let folder = try ContentFolder(["counted.md": Self.skill])
    defer { folder.remove() }
    let result = skillgraph("stats", "--content", folder.path)
    #expect(result.status == 0)
    #expect(result.output.contains("decision trees"))
    #expect(
      result.output.split(separator: "\n").contains {
        $0.hasPrefix("skills") && $0.hasSuffix("1 (0 routers, 0 suite children)")
      })
  }

  @Test("the skills line counts skills as the layout line does, documents apart")
  func documentsApart() throws {
    let folder = try ContentFolder([
      "tidy/SKILL.md":
        "---\nname: tidy\ndescription: Keep a room tidy.\n---\n# Tidy\n\nPut things away.\n",
      "tidy/references/boxes.md": "# Boxes\n\nLabel every box.\n",
      "tidy/references/shelves.md": "# Shelves\n\nDust the shelves.\n",
    ])
    defer { folder.remove() }
    let result = skillgraph("stats", "--content", folder.path)
    #expect(result.status == 0)
    let line = result.output.split(separator: "\n").first { $0.hasPrefix("skills") }
    #expect(
      line?.hasSuffix("1 (0 routers, 0 suite children); with 2 documents of skill folders") == true,
      "\(result.output)")
  }
}
