import Foundation
import SkillgraphTestSupport
import Testing

/// Patterns, outcomes and sections that a code template implements name it, in `show` and in
/// `query` alike, and only where the templates belong to the content.
@Suite("template links in show and query")
struct TemplateLinkTests {
  @Test("a pattern with two template sets names both; a section without one names none")
  func showNamesTemplates() throws {
    let pattern = try skillgraph("show", "background-processing/pattern-6", "--json").data()
    #expect(
      pattern["templates"] as? [String] == [
        "background-urlsession", "background-urlsession-upload",
      ])
    let section = try skillgraph("show", "background-processing#core-principles", "--json").data()
    #expect(section["templates"] == nil)
  }

  @Test("a decision outcome names the one template its recommendation renders")
  func outcomeNamesItsTemplate() throws {
    let outcomes = try skillgraph(
      "list", "--kind", "decisionOutcome", "--skill", "background-processing", "--json"
    ).data()
    let items = try #require(outcomes["items"] as? [[String: Any]])
    let upload = try #require(
      items.first { ($0["title"] as? String ?? "").lowercased().contains("upload") })
    let detail = try skillgraph("show", try #require(upload["id"] as? String), "--json").data()
    #expect(detail["templates"] as? [String] == ["background-urlsession-upload"])
  }

  @Test("query results of a pattern name its templates; another collection's do not")
  func queryNamesTemplates() throws {
    let index = TestRunFolder.url
      .appendingPathComponent("skillgraph-template-links-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: index) }
    let answer = try skillgraph(
      arguments: [
        "query", "background URLSession large download", "--kind", "pattern", "--limit", "3",
        "--index", index, "--json",
      ]
    ).data()
    let results = try #require(answer["results"] as? [[String: Any]])
    let pattern = try #require(
      results.first { $0["id"] as? String == "background-processing/pattern-6" })
    #expect((pattern["templates"] as? [String])?.contains("background-urlsession") == true)

    let folder = try ContentFolder([
      "background-processing.md": "# Copy\n\n## Pattern 6: Downloads\n\nA background download.\n"
    ])
    defer { folder.remove() }
    let other = try skillgraph(
      arguments: ["show", "background-processing/pattern-6", "--content", folder.path, "--json"]
    ).data()
    #expect(other["templates"] == nil)
  }
}
