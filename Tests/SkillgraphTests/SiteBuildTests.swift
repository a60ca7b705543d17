import Foundation
import Testing

@testable import Skillgraph

@Suite("Site: whole builds are deterministic, atomic and complete")
struct SiteBuildTests {
  static let files: KeyValuePairs<String, String> = [
    "alpha.md": """
    ---
    name: alpha
    description: The first skill.
    version: 1.2.0
    ---
    # Alpha

    ## Decide

    ```
    Need it now?
    ├─ YES → Do it now (Pattern 1)
    └─ NO → Later
    ```

    ## Pattern 1: Do it now

    ```swift
    let x = 1
    ```
    """,
    "beta.md": "# Beta\n\nSee `alpha`.\n",
  ]

  @Test("two builds of the same input are byte-identical")
  func deterministic() throws {
    let graph = try SiteCorpus.load(Self.files)
    let options = SiteOptions(baseURL: "https://example.org/kb/")
    let first = SiteGenerator(graph: graph, catalog: nil, options: options).build()
    let second = SiteGenerator(
      graph: try SiteCorpus.load(Self.files), catalog: nil, options: options
    )
    .build()
    #expect(first.files.map(\.path) == second.files.map(\.path))
    let differing = zip(first.files, second.files).filter { $0.contents != $1.contents }.map(
      \.0.path)
    #expect(differing.isEmpty, "these files differ: \(differing)")
    #expect(first.brokenLinks.isEmpty)
  }

  @Test("the site has its agent files, sitemap, 404, search shards and Markdown twins")
  func completeSite() throws {
    let build = try SiteCorpus.build(Self.files, baseURL: "https://example.org/kb")
    let paths = Set(build.files.map(\.path))
    for path in [
      "index.html", "404.html", "llms.txt", "llms-full.txt", "sitemap.xml", "assets/nav.js",
      "search/docs.js", "skills/alpha.html", "skills/alpha.md", "trees/alpha-tree-1.html",
      "trees/alpha-tree-1.md",
    ] {
      #expect(paths.contains(path), "\(path) is missing")
    }
    let alpha = try #require(build.text("skills/alpha.html"))
    #expect(alpha.contains("<link rel=\"alternate\" type=\"text/markdown\" href=\"alpha.md\">"))
    #expect(
      alpha.contains("<link rel=\"canonical\" href=\"https://example.org/kb/skills/alpha.html\">"))
    #expect(alpha.contains("version 1.2.0"))
    #expect(alpha.contains("<a rel=\"next\" href=\"beta.html\">"))
    #expect(!alpha.contains("Beta</a></li>"), "the sidebar is not repeated in pages")
    let llms = try #require(build.text("llms.txt"))
    #expect(llms.hasPrefix("# Skillgraph\n\n> "))
    #expect(llms.contains("- [Alpha](skills/alpha.md): The first skill."))
    #expect(llms.contains("## Optional"))
    let tree = try #require(build.text("trees/alpha-tree-1.html"))
    #expect(tree.contains("reached by: Need it now? → YES"))
    #expect(tree.contains("href=\"../skills/alpha.html#pattern-1-do-it-now\""))
    #expect(
      build.text("sitemap.xml")?.contains("<loc>https://example.org/kb/skills/beta.html</loc>")
        == true)
    #expect(build.searchIndexBytes > 0)
  }

  @Test("a skill page and a decision tree page match their golden files")
  func goldenPages() throws {
    let build = try SiteCorpus.build(Self.files, baseURL: "https://example.org/kb")
    try Fixtures.assertGolden(
      try #require(build.text("skills/alpha.html")), named: "site/skills-alpha.html")
    try Fixtures.assertGolden(
      try #require(build.text("trees/alpha-tree-1.html")), named: "site/trees-alpha-tree-1.html")
  }

  @Test("a build is swapped in whole; a failed write leaves the old site untouched")
  func atomicSwap() throws {
    let parent = try TemporaryFolder()
    defer { parent.remove() }
    let out = parent.file("site")
    try SiteWriter(folder: out).write([(path: "index.html", contents: Array("old".utf8))])
    #expect(try String(contentsOfFile: out + "/index.html", encoding: .utf8) == "old")
    let escaping: [(path: String, contents: [UInt8])] = [
      (path: "index.html", contents: Array("new".utf8)), (path: "../evil.html", contents: []),
    ]
    #expect(throws: SiteError.pathEscapes("../evil.html")) {
      try SiteWriter(folder: out).write(escaping)
    }
    #expect(try String(contentsOfFile: out + "/index.html", encoding: .utf8) == "old")
    #expect(!FileManager.default.fileExists(atPath: parent.file("evil.html")))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: parent.path)
    #expect(leftovers == ["site"], "no staging folder is left behind")
    try SiteWriter(folder: out).write([(path: "index.html", contents: Array("new".utf8))])
    #expect(try String(contentsOfFile: out + "/index.html", encoding: .utf8) == "new")
  }

  @Test("a folder that is not a Skillgraph site is never replaced")
  func foreignFolderIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("notes.txt", "mine")
    #expect(
      throws: SiteError.notASite(
        folder.path, reason: "it holds files and no .skillgraph-site marker")
    ) {
      try SiteWriter(folder: folder.path).write([(path: "index.html", contents: [])])
    }
    #expect(FileManager.default.fileExists(atPath: folder.file("notes.txt")))
  }
}
