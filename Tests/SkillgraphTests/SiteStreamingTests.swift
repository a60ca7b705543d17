import Foundation
import Testing

@testable import Skillgraph

@Suite("Site: files are written as they are made, from a graph without Markdown trees")
struct SiteStreamingTests {
  static let files: KeyValuePairs<String, String> = [
    "alpha.md": """
    ---
    name: alpha
    description: The first skill.
    ---
    # Alpha

    ## Steps

    - [ ] Check [beta](beta.md#usage).

    ```swift
    let x = 1
    ```
    """,
    "beta.md": "# Beta\n\n## Usage\n\nSee `alpha`.\n",
  ]

  static func load(keepingDocuments: Bool) throws -> KnowledgeGraph {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (path, text) in files { try folder.write(path, text) }
    return try CorpusLoader(folders: [folder.path], keepsDocuments: keepingDocuments).load()
  }

  @Test("pages render from trees parsed for them alone: the same bytes as from kept trees")
  func pagesWithoutKeptDocuments() throws {
    let bare = try Self.load(keepingDocuments: false)
    #expect(bare.skills.allSatisfy { bare.document(of: $0.id) == nil })
    let kept = try Self.load(keepingDocuments: true)
    let fromSource = SiteGenerator(graph: bare, catalog: nil).build()
    let fromTrees = SiteGenerator(graph: kept, catalog: nil).build()
    #expect(fromSource.brokenLinks.isEmpty)
    #expect(fromSource.files.map(\.path) == fromTrees.files.map(\.path))
    let differing = zip(fromSource.files, fromTrees.files).filter { $0.contents != $1.contents }
    #expect(differing.isEmpty, "\(differing.map(\.0.path))")
    #expect(
      fromSource.text("skills/alpha.html")?.contains("href=\"../skills/beta.html#usage\"") == true)
  }

  @Test("the counts of a streamed build are those of the files")
  func streamedCounts() throws {
    let graph = try Self.load(keepingDocuments: false)
    let inMemory = SiteGenerator(graph: graph, catalog: nil).build()
    let streamed = SiteGenerator(graph: graph, catalog: nil).build(into: SiteDiscard())
    #expect(streamed.files.isEmpty)
    #expect(streamed.fileCount == inMemory.files.count)
    #expect(streamed.totalBytes == inMemory.files.reduce(0) { $0 + $1.contents.count })
    #expect(streamed.pageCount == inMemory.pageCount)
    #expect(streamed.searchIndexBytes == inMemory.searchIndexBytes)
  }

  @Test("a failed build writes nothing: the old site stays, and no folder is left behind")
  func failedBuildWritesNothing() throws {
    let content = try TemporaryFolder()
    defer { content.remove() }
    let parent = try TemporaryFolder()
    defer { parent.remove() }
    try content.write("alpha.md", "# Alpha\n\nFine.\n")
    let service = SkillgraphService(settings: .init(folders: [content.path]))
    let out = parent.file("site")
    #expect(try service.buildSite(SiteBuildRequest(out: out)).failure == nil)
    let before = try Data(contentsOf: URL(fileURLWithPath: out + "/skills/alpha.html"))
    try content.write("alpha.md", "# Alpha\n\nSee [setup](alpha.md#no-such-heading).\n")
    // NB: a link that names nothing is the content's warning, which fails the build only when
    // warnings count as errors.
    #expect(try service.buildSite(SiteBuildRequest(out: parent.file("other"))).failure == nil)
    try FileManager.default.removeItem(atPath: parent.file("other"))
    let failed = try service.buildSite(SiteBuildRequest(out: out, warningsAsErrors: true))
    #expect(failed.failure?.code == "broken-links")
    #expect(failed.report.written == false)
    #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/skills/alpha.html")) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["site"])
    let fresh = parent.file("new/deeper/site")
    #expect(
      try service.buildSite(SiteBuildRequest(out: fresh, warningsAsErrors: true)).failure != nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["site"])
  }
}
