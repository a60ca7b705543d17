import Foundation
import Testing

/// `skillgraph show ID` and `skillgraph list`, in text and JSON.
@Suite("show and list commands")
struct ShowAndListCommandTests {
  static let skill = """
    ---
    name: shown
    description: A skill to show.
    version: 1.2.0
    ---

    # Shown

    ## Setup

    Register early.

    ### Details

    More text.

    ## Decision Tree

    ```
    Need time off screen?
    ├─ iOS 26+? → Continued processing task
    └─ iOS 13-25? → Begin a background task
    ```
    """

  let folder: ContentFolder

  init() throws {
    folder = try ContentFolder([
      "shown.md": Self.skill,
      "other-skill.md": "# Other\n\nUses `shown`? No: see [setup](shown.md#setup).\n",
    ])
  }

  func show(_ id: String) throws -> [String: Any] {
    let result = skillgraph("show", id, "--json", "--content", folder.path)
    #expect(result.status == 0, "show \(id) failed: \(result.output) \(result.errors)")
    #expect(try result.json()["command"] as? String == "show")
    return try result.data()
  }

  @Test("show --json gives a skill with its kind, title, Markdown, source and related entities")
  func skill() throws {
    defer { folder.remove() }
    let data = try show("shown")
    #expect(data["id"] as? String == "shown")
    #expect(data["kind"] as? String == "skill")
    #expect(data["title"] as? String == "Shown")
    #expect((data["markdown"] as? String)?.hasPrefix("---\nname: shown") == true)
    let source = try #require(data["source"] as? [String: Any])
    #expect(source["path"] as? String == folder.path + "/shown.md")
    #expect(source["startLine"] as? Int == 1)
    #expect(source["endLine"] as? Int == 23)
    let related = try #require(data["related"] as? [[String: Any]])
    let pairs = related.map { "\($0["relation"] as? String ?? "") \($0["id"] as? String ?? "")" }
    #expect(pairs.contains("contains shown/tree-1"))
    #expect(pairs.contains("child shown#shown"))
    #expect((data["skill"] as? [String: Any])?["version"] as? String == "1.2.0")
  }

  @Test("show --json gives a section by skill#slug with its lines, parent and children")
  func section() throws {
    defer { folder.remove() }
    let data = try show("shown#setup")
    #expect(data["kind"] as? String == "section")
    #expect(
      data["markdown"] as? String == "## Setup\n\nRegister early.\n\n### Details\n\nMore text.\n")
    let source = try #require(data["source"] as? [String: Any])
    #expect(source["startLine"] as? Int == 9)
    #expect(source["endLine"] as? Int == 16)
    let related = try #require(data["related"] as? [[String: Any]])
    let pairs = related.map { "\($0["relation"] as? String ?? "") \($0["id"] as? String ?? "")" }
    #expect(pairs.contains("skill shown"))
    #expect(pairs.contains("parent shown#shown"))
    #expect(pairs.contains("child shown#details"))
    #expect(pairs.contains("referencedBy other-skill"))
  }

  @Test("show --json gives a decision tree with its questions and outcomes")
  func tree() throws {
    defer { folder.remove() }
    let data = try show("shown/tree-1")
    #expect(data["kind"] as? String == "decisionTree")
    #expect(data["title"] as? String == "Need time off screen?")
    let entity = try #require(data["entity"] as? [String: Any])
    #expect(entity["style"] as? String == "boxDrawing")
    let root = try #require(entity["root"] as? [String: Any])
    let question = try #require(root["question"] as? [String: Any], "root: \(root)")
    let options = try #require(question["options"] as? [[String: Any]])
    #expect(options.compactMap { $0["id"] as? String } == ["ios-26", "ios-13-25"])
    #expect((data["markdown"] as? String)?.hasPrefix("```\nNeed time off screen?") == true)
  }

  @Test("show --json gives a decision outcome with its tree and the path that reaches it")
  func outcome() throws {
    defer { folder.remove() }
    let data = try show("shown/tree-1/continued-processing-task")
    #expect(data["kind"] as? String == "decisionOutcome")
    #expect(data["title"] as? String == "Continued processing task")
    let entity = try #require(data["entity"] as? [String: Any])
    #expect(entity["treeID"] as? String == "shown/tree-1")
    let paths = try #require(entity["reachedBy"] as? [[String]])
    #expect(paths.first?.last == "iOS 26+?")
    #expect((data["markdown"] as? String)?.contains("Reached by: ") == true)
    let related = try #require(data["related"] as? [[String: Any]])
    #expect(
      related.contains {
        $0["id"] as? String == "shown/tree-1" && $0["relation"] as? String == "parent"
      })
    let tree = try show("shown/tree-1")
    let children = (tree["related"] as? [[String: Any]] ?? []).filter {
      $0["relation"] as? String == "child"
    }
    #expect(
      children.compactMap { $0["kind"] as? String } == ["decisionOutcome", "decisionOutcome"])
    let listed = skillgraph("list", "--kind", "decisionOutcome", "--content", folder.path)
    #expect(listed.status == 0)
    #expect(listed.output.contains("shown/tree-1/begin-a-background-task"))
  }

  @Test("show in text prints the title, the source lines and the Markdown")
  func text() throws {
    defer { folder.remove() }
    let result = skillgraph("show", "shown#details", "--content", folder.path)
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Details  (section shown#details)")
    #expect(lines.dropFirst().first == "\(folder.path)/shown.md:13-16")
    #expect(result.output.contains("### Details\n\nMore text."))
  }

  @Test("list --kind decisionTree --json lists the trees with their sources")
  func listTrees() throws {
    defer { folder.remove() }
    let result = skillgraph("list", "--kind", "decisionTree", "--json", "--content", folder.path)
    #expect(result.status == 0)
    #expect(try result.json()["command"] as? String == "list")
    let items = try #require(try result.data()["items"] as? [[String: Any]])
    #expect(items.count == 1)
    #expect(items.first?["id"] as? String == "shown/tree-1")
    #expect(items.first?["kind"] as? String == "decisionTree")
    #expect(items.first?["skill"] as? String == "shown")
    #expect((items.first?["source"] as? [String: Any])?["startLine"] as? Int == 19)
  }

  @Test("list with no kind lists the skills with their types; --skill filters")
  func listSkills() throws {
    defer { folder.remove() }
    let items = try #require(
      try skillgraph("list", "--json", "--content", folder.path).data()["items"] as? [[String: Any]]
    )
    #expect(items.compactMap { $0["id"] as? String } == ["other-skill", "shown"])
    #expect(items.compactMap { $0["type"] as? String } == ["discipline", "discipline"])
    let sections = try #require(
      try skillgraph(
        "list", "--kind", "section", "--skill", "shown", "--json", "--content", folder.path
      )
      .data()["items"] as? [[String: Any]])
    #expect(
      sections.compactMap { $0["id"] as? String } == [
        "shown#shown", "shown#setup", "shown#details", "shown#decision-tree",
      ])
  }
}
