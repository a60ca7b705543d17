import Testing

@testable import Skillgraph

/// A search restricted to a suite's router keeps the suite's skills, which it routes to.
@Suite("search within a suite")
struct SuiteSkillFilterTests {
  @Test("--skill on a router keeps its suite's skills and leaves other skills out")
  func routerKeepsItsSuite() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "content/tools/SKILL.md",
      """
      ---
      name: tools
      description: Routes to the workshop's tool skills.
      ---
      # Tools

      | Task | Skill |
      | --- | --- |
      | Driving nails | [hammer](skills/hammer.md) |
      """)
    try folder.write(
      "content/tools/skills/hammer.md",
      """
      ---
      name: hammer
      description: Driving nails with a claw hammer.
      ---
      # Hammer

      ## Driving nails

      Hold the hammer near the end of the handle and let the head fall on the nail.
      """)
    try folder.write(
      "content/glue/SKILL.md",
      """
      ---
      name: glue
      description: Joining wood with glue.
      ---
      # Glue

      ## Nails or glue

      Glue joints hold better than nails driven into end grain.
      """)
    try folder.backdate(
      "content/tools/SKILL.md", "content/tools/skills/hammer.md", "content/glue/SKILL.md")
    let index = SearchIndex(folders: [folder.file("content")], indexPath: folder.file("i.sqlite"))
    let ids = try index.search(SearchRequest(text: "driving nails", skillID: "tools")).results
      .map(\.id)
    #expect(ids.first == "tools--hammer#driving-nails", "\(ids)")
    #expect(!ids.contains { $0.hasPrefix("glue") }, "\(ids)")
    let child = try index.search(SearchRequest(text: "driving nails", skillID: "tools--hammer"))
    #expect(child.results.allSatisfy { $0.id.hasPrefix("tools--hammer") })
  }
}
