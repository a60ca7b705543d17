import Testing

@testable import Skillgraph

/// Checklists as authors write them: plain bullets and tables under a checklist heading, and
/// task boxes inside a fence.
@Suite("Checklist forms")
struct ChecklistFormTests {
  @Test("plain bullets under a checklist heading are items")
  func bulletsUnderChecklistHeading() throws {
    let graph = try InlineCorpus.skill(
      "# Ship\n\n## Release Checklist\n\n- Bump the version\n- Tag the build\n\n## Notes\n\n- Not an item\n",
      named: "ship")
    let list = try #require(graph.checklists.first)
    #expect(graph.checklists.count == 1)
    #expect(list.items.map(\.text) == ["Bump the version", "Tag the build"])
    #expect(list.items.map(\.style) == [.bullet, .bullet])
  }

  @Test("the rows of a table under a checklist heading are items")
  func tableUnderChecklistHeading() throws {
    let graph = try InlineCorpus.skill(
      "# Ship\n\n## Review Checklist\n\n| Check | Why |\n| --- | --- |\n| Entitlements | Rejected without |\n| Privacy manifest | Required |\n",
      named: "ship")
    let list = try #require(graph.checklists.first)
    #expect(
      list.items.map(\.text) == ["Entitlements — Rejected without", "Privacy manifest — Required"])
    #expect(list.items.map(\.line) == [7, 8])
  }

  @Test("[ ] items inside a fence are a checklist, also under Quick Patterns, and not a pattern")
  func taskBoxesInAFence() throws {
    let graph = try InlineCorpus.skill(
      "# Ship\n\n## Quick Patterns\n\n### Pre-Flight Checklist\n\n```\n- [ ] Registered at launch\n- [x] Identifier in Info.plist\n```\n",
      named: "ship")
    let list = try #require(graph.checklists.first)
    #expect(list.items.map(\.text) == ["Registered at launch", "Identifier in Info.plist"])
    #expect(list.items.map(\.isChecked) == [false, true])
    #expect(list.items.map(\.line) == [8, 9])
    #expect(graph.patterns.isEmpty)
  }
}
