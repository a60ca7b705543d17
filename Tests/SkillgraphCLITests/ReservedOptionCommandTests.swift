import Testing

/// `check` and `decide` on a tree whose options are written "None" and "Not sure": the
/// content's options keep IDs of their own beside the engine's `none` and `not-sure`.
@Suite("Options named like the engine's own answers")
struct ReservedOptionCommandTests {
  static let skill = """
    # Extra data

    ## Decision

    ```
    Which extra data does the app keep?
    ├─ None → Ship as is
    ├─ Not sure → Ask the team
    └─ Photos → Add the photo library usage description
    ```
    """

  @Test("check warns at each renamed option with reserved-decision-id")
  func checkWarns() throws {
    let folder = try ContentFolder(["extra.md": Self.skill])
    defer { folder.remove() }
    let result = skillgraph("check", "--content", folder.path)
    let lines = result.output.split(separator: "\n").filter {
      $0.hasSuffix("[reserved-decision-id]")
    }
    #expect(lines.map { $0.split(separator: ":")[1] } == ["7", "8"], "\(result.output)")
  }

  @Test("decide --json offers each option ID once, and --answer takes the content's None")
  func decideTakesTheContentsNone() throws {
    let folder = try ContentFolder(["extra.md": Self.skill])
    defer { folder.remove() }
    let first = try skillgraph("decide", "--content", folder.path, "--json").data()
    let question = try #require(first["question"] as? [String: Any])
    let ids = try #require(question["options"] as? [[String: Any]]).compactMap {
      $0["id"] as? String
    }
    #expect(Set(ids).count == ids.count, "\(ids)")
    #expect(ids.filter { $0 == "none" }.count == 1)
    let questionID = try #require(question["id"] as? String)
    let answered = try skillgraph(
      "decide", "--content", folder.path, "--json", "--answer", "\(questionID)=none-1"
    ).data()
    let outcome = try #require(answered["outcome"] as? [String: Any])
    #expect(outcome["title"] as? String == "Ship as is")
  }
}
