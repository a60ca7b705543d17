import Foundation
import Skillgraph
import Testing

@Suite("The process-wide graph cache")
struct GraphCacheTests {
  static let skill = "# Alpha\n\nThe first text.\n\n## Step\n\nDo it.\n"

  func load(_ cache: GraphCache, _ folder: ContentFolder) throws -> KnowledgeGraph {
    try cache.graph(for: [folder.path]) { () throws(LoadError) in
      try CorpusLoader(folders: [folder.path]).load()
    }
  }

  func text(_ graph: KnowledgeGraph) -> String {
    graph.skills.first.map { graph.markdown(of: $0) } ?? ""
  }

  @Test("an unchanged corpus is loaded once")
  func unchangedIsCached() throws {
    let folder = try ContentFolder(["alpha.md": Self.skill])
    defer { folder.remove() }
    let cache = GraphCache(racyMargin: .zero)
    _ = try load(cache, folder)
    _ = try load(cache, folder)
    #expect(cache.loads == 1)
  }

  @Test("a file added, grown or removed is read again")
  func changesAreNoticed() throws {
    let folder = try ContentFolder(["alpha.md": Self.skill])
    defer { folder.remove() }
    let cache = GraphCache(racyMargin: .zero)
    #expect(try load(cache, folder).skills.count == 1)
    let second = URL(fileURLWithPath: folder.path).appendingPathComponent("beta.md")
    try Data("# Beta\n\nMore.\n".utf8).write(to: second)
    #expect(try load(cache, folder).skills.count == 2)
    let first = URL(fileURLWithPath: folder.path).appendingPathComponent("alpha.md")
    try Data((Self.skill + "\nA new line.\n").utf8).write(to: first)
    #expect(try text(load(cache, folder)).contains("A new line."))
    try FileManager.default.removeItem(at: second)
    #expect(try load(cache, folder).skills.count == 1)
    #expect(cache.loads == 4)
  }

  @Test("a plugin's manifest and a document deep in a skill folder are watched")
  func pluginFilesAreWatched() throws {
    let folder = try ContentFolder([
      ".claude-plugin/plugin.json": "{\"name\": \"kit\"}",
      "skills/kit/SKILL.md": "---\nname: kit\ndescription: d\n---\n# Kit\n",
      "extra/more/SKILL.md": "---\nname: more\ndescription: d\n---\n# More\n",
    ])
    defer { folder.remove() }
    let cache = GraphCache(racyMargin: .zero)
    #expect(try load(cache, folder).skills.map(\.id) == ["kit"])
    let root = URL(fileURLWithPath: folder.path)
    let deep = root.appendingPathComponent("skills/kit/reference/advanced/deep.md")
    try FileManager.default.createDirectory(
      at: deep.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("# Deep\n".utf8).write(to: deep)
    #expect(try load(cache, folder).skills.map(\.id) == ["kit", "kit/reference/advanced/deep"])
    try Data("{\"name\": \"kit\", \"skills\": \"./extra\"}".utf8).write(
      to: root.appendingPathComponent(".claude-plugin/plugin.json"))
    #expect(try load(cache, folder).skills.count == 3)
  }

  @Test("a file rewritten with the same size at once is read again, not trusted to its stamp")
  func racyRewriteIsNoticed() throws {
    let folder = try ContentFolder(["alpha.md": Self.skill])
    defer { folder.remove() }
    let cache = GraphCache()
    #expect(try text(load(cache, folder)).contains("The first text."))
    let file = URL(fileURLWithPath: folder.path).appendingPathComponent("alpha.md")
    try Data(Self.skill.replacingOccurrences(of: "first", with: "other").utf8).write(to: file)
    #expect(try text(load(cache, folder)).contains("The other text."))
  }

  @Test("hidden files, such as the search index folder, do not invalidate the graph")
  func hiddenFilesAreIgnored() throws {
    let folder = try ContentFolder(["alpha.md": Self.skill])
    defer { folder.remove() }
    let cache = GraphCache(racyMargin: .zero)
    _ = try load(cache, folder)
    let index = URL(fileURLWithPath: folder.path).appendingPathComponent(".skillgraph")
    try FileManager.default.createDirectory(at: index, withIntermediateDirectories: true)
    try Data("index".utf8).write(to: index.appendingPathComponent("index.sqlite"))
    _ = try load(cache, folder)
    #expect(cache.loads == 1)
  }
}
