import Testing

@testable import Skillgraph

/// Decision outcomes as entities of their own: IDs, detail lines, paths, and their search units.
@Suite("Decision outcomes as entities")
struct DecisionOutcomeEntryTests {
  static let skill = """
    # Diag

    ## Search fails

    ```
    Q1: Network available?
    ├─ NO → Search requires network connectivity
    │   Fix: Check NWPathMonitor before searching
    │   Then retry once the path is satisfied
    │
    └─ YES → Is the region set?
        ├─ NO → Set request.region to the visible region
        └─ YES → File a bug with a sysdiagnose
    ```

    ## Retry

    Retry with backoff.
    """

  func graph() throws -> KnowledgeGraph {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("diag.md", Self.skill)
    return try CorpusLoader(folders: [folder.path]).load()
  }

  @Test("every outcome is an entity: ID under its tree, detail lines, the path that reaches it")
  func outcomes() throws {
    let graph = try graph()
    let tree = try #require(graph.decisionTrees.first)
    let outcomes = graph.outcomes(of: tree)
    #expect(
      outcomes.map(\.id) == [
        "diag/tree-1/search-requires-network-connectivity",
        "diag/tree-1/set-request-region-to-the-visible-region",
        "diag/tree-1/file-a-bug-with-a-sysdiagnose",
      ])
    let network = try #require(outcomes.first)
    #expect(
      network.detail == [
        "Fix: Check NWPathMonitor before searching", "Then retry once the path is satisfied",
      ])
    #expect(network.source.startLine == 7)
    #expect(network.source.endLine == 9)
    #expect(network.reachedBy == [["Q1: Network available?", "NO"]])
    #expect(network.sectionID == tree.sectionID)
    let region = outcomes[1]
    #expect(region.detail.isEmpty)
    #expect(region.source.startLine == 12 && region.source.endLine == 12)
    #expect(
      region.reachedBy == [["Q1: Network available?", "YES", "Is the region set?", "NO"]])
    #expect(
      network.markdown == """
        **Search requires network connectivity**  
        Fix: Check NWPathMonitor before searching  
        Then retry once the path is satisfied

        Reached by: Q1: Network available? → NO
        """)
  }

  @Test("an outcome ID resolves to the outcome; other IDs under a tree do not")
  func lookUp() throws {
    let graph = try graph()
    let entity = try #require(graph.entity(withID: "diag/tree-1/file-a-bug-with-a-sysdiagnose"))
    #expect(entity.kind == .decisionOutcome)
    #expect(entity.title == "File a bug with a sysdiagnose")
    #expect(graph.markdown(of: entity).hasPrefix("**File a bug with a sysdiagnose**"))
    #expect(graph.entity(withID: "diag/tree-1/no-such-outcome") == nil)
    #expect(graph.entity(withID: "diag/tree-9/search-requires-network-connectivity") == nil)
    #expect(graph.decisionOutcomes.count == 3)
  }

  @Test("the search index answers with an outcome, its path and its lines")
  func searchUnit() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("content/diag.md", Self.skill)
    let index = SearchIndex(folders: [folder.file("content")], indexPath: folder.file("i.sqlite"))
    let response = try index.search(
      SearchRequest(text: "sysdiagnose bug", kind: .decisionOutcome))
    let first = try #require(response.results.first)
    #expect(first.id == "diag/tree-1/file-a-bug-with-a-sysdiagnose")
    #expect(first.kind == .decisionOutcome)
    #expect(first.headingPath == ["Diag", "Search fails"])
    #expect(first.source.startLine == 13)
    #expect(
      first.text.contains("Reached by: Q1: Network available? → YES → Is the region set? → YES"))
  }

  @Test("outcomes with the same text in one tree share their paths and are indexed once")
  func sameText() throws {
    let skill = """
      # Same

      ## Pick

      ```
      Needs more than 30 seconds?
      ├─ YES → Use a processing task
      └─ NO → Needs network?
          ├─ YES → Use a processing task
          └─ NO → Use a refresh task
      ```
      """
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("content/same.md", skill)
    let graph = try CorpusLoader(folders: [folder.file("content")]).load()
    let tree = try #require(graph.decisionTrees.first)
    let processing = graph.outcomes(of: tree).filter { $0.title == "Use a processing task" }
    #expect(processing.count == 2)
    #expect(processing.allSatisfy { $0.reachedBy.count == 2 })
    let index = SearchIndex(folders: [folder.file("content")], indexPath: folder.file("i.sqlite"))
    let results = try index.search(SearchRequest(text: "processing task", kind: .decisionOutcome))
      .results
    #expect(results.filter { $0.title == "Use a processing task" }.count == 1)
  }
}
