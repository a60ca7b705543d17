import Foundation
import Testing

@testable import Skillgraph

/// Loads inline skills with their documents kept, as `site build` does.
enum SiteCorpus {
  static func load(_ files: KeyValuePairs<String, String>) throws -> KnowledgeGraph {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (path, text) in files { try folder.write(path, text) }
    return try CorpusLoader(folders: [folder.path], keepsDocuments: true).load()
  }

  /// The site built from `files`, without templates.
  static func build(_ files: KeyValuePairs<String, String>, baseURL: String? = nil) throws
    -> SiteBuild
  {
    SiteGenerator(graph: try load(files), catalog: nil, options: SiteOptions(baseURL: baseURL))
      .build()
  }
}

extension SiteBuild {
  /// A file's text.
  func text(_ path: String) -> String? {
    files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) }
  }
}

@Suite("Site: Markdown becomes safe, linked, anchored HTML")
struct SiteRenderingTests {
  @Test("repeated headings get stable, de-duplicated anchors")
  func anchorsAreDeduplicated() throws {
    let build = try SiteCorpus.build([
      "alpha.md": "# Alpha\n\n## Setup\n\ntext\n\n## Setup\n\nmore\n\n## Setup\n\nagain\n"
    ])
    let html = try #require(build.text("skills/alpha.html"))
    #expect(html.contains("<h2 id=\"setup\">"))
    #expect(html.contains("<h2 id=\"setup-1\">"))
    #expect(html.contains("<h2 id=\"setup-2\">"))
    #expect(html.contains("<a href=\"#setup-2\">Setup</a>"), "the On this page list links each")
  }

  @Test("a named footnote reference links to its definition's anchor, and the build passes")
  func footnotesLink() throws {
    let build = try SiteCorpus.build([
      "alpha.md": "# Alpha\n\nA claim.[^src]\n\n[^src]: The source.\n"
    ])
    let html = try #require(build.text("skills/alpha.html"))
    #expect(html.contains("<a href=\"#fn-src\">src</a>"))
    #expect(html.contains("id=\"fn-src\""))
    #expect(build.brokenLinks.isEmpty)
  }

  @Test("raw HTML in content is never passed through, and script links are dropped")
  func rawHTMLIsNotPassedThrough() throws {
    let build = try SiteCorpus.build([
      "alpha.md": """
      # Alpha

      <script>alert("block")</script>

      Inline <img src=x onerror="alert(1)"> and <b>bold</b>, [bad](javascript:alert(1)).

      <div onclick="x()">div</div>
      """
    ])
    let html = try #require(build.text("skills/alpha.html"))
    #expect(!html.contains("alert"))
    #expect(!html.contains("onerror"))
    #expect(!html.contains("<b>"))
    #expect(!html.contains("onclick"))
    #expect(html.contains("bad"), "the link's text stays")
  }

  @Test("a remote image is a link to it, never loaded by the page")
  func remoteImagesAreLinks() throws {
    let build = try SiteCorpus.build([
      "alpha.md": """
      # Alpha

      ![Diagram](https://tracker.example.com/pixel.png "Flow") and ![](http://example.com/a.gif).
      """
    ])
    let html = try #require(build.text("skills/alpha.html"))
    #expect(!html.contains("<img"))
    #expect(
      html.contains(
        #"<a class="image-link" href="https://tracker.example.com/pixel.png" rel="noopener noreferrer" title="Flow">Diagram (image)</a>"#
      ))
    #expect(
      html.contains(#"href="http://example.com/a.gif" rel="noopener noreferrer">image (image)</a>"#)
    )
  }

  @Test(
    "cross references become links; a content link that names nothing is text and a warning")
  func referencesBecomeLinks() throws {
    let build = try SiteCorpus.build([
      "alpha.md": "# Alpha\n\n## Pattern 1: Do it\n\nSee (Pattern 1) and `beta-skill`.\n",
      "beta-skill.md":
        "# Beta\n\nRead [alpha](alpha.md) and [gone](missing.md#x).\n\n![a](chart.png) [b](b.sh)\n",
    ])
    let alpha = try #require(build.text("skills/alpha.html"))
    #expect(
      alpha.contains(
        "<a class=\"xref\" href=\"../skills/alpha.html#pattern-1-do-it\">(Pattern 1)</a>"))
    #expect(
      alpha.contains(
        "<a class=\"xref\" href=\"../skills/beta-skill.html\"><code>beta-skill</code></a>"))
    let beta = try #require(build.text("skills/beta-skill.html"))
    #expect(beta.contains("<a href=\"../skills/alpha.html\">alpha</a>"))
    #expect(build.brokenLinks.isEmpty, "the content's fault does not stop the site")
    #expect(beta.contains("<span class=\"broken-ref\">gone</span>"))
    #expect(beta.contains("<span class=\"broken-ref\">b</span>"))
    // NB: `missing.md` is the graph's unresolved reference (`check` warns); `b.sh` is known
    // only to the site, which warns itself.
    let warning = try #require(build.warnings.first)
    #expect(build.warnings.count == 1, "\(build.warnings.map(\.formatted))")
    #expect(warning.identifier == "unresolved-link")
    #expect(warning.severity == .warning)
    #expect(warning.formatted.contains("beta-skill.md:5:1: warning: the link 'b.sh'"))
  }

  @Test("task lists become checkboxes keyed by skill and line; entity headings are badged")
  func checklistsAndEntities() throws {
    let build = try SiteCorpus.build([
      "alpha.md":
        "# Alpha\n\n## Checklist\n\n- [ ] one\n- [x] two\n\n## Anti-Patterns\n\n### Mistake 1: Sleeping\n\nNo.\n"
    ])
    let html = try #require(build.text("skills/alpha.html"))
    #expect(html.contains("<input type=\"checkbox\" data-check=\"alpha:5\">"))
    #expect(html.contains("<input type=\"checkbox\" data-check=\"alpha:6\" checked>"))
    #expect(html.contains("class=\"sg-section entity entity-checklist\""))
  }

  @Test("Swift, JSON, shell and XML are highlighted at build time; others only escaped")
  func highlighting() {
    let swift = SyntaxHighlighter.highlight(
      "@MainActor func go() { let s = \"<x>\" // note\n}", language: "swift")
    #expect(
      swift
        == "<span class=\"tok-attribute\">@MainActor</span> <span class=\"tok-keyword\">func</span> go() { <span class=\"tok-keyword\">let</span> s = <span class=\"tok-string\">&quot;&lt;x&gt;&quot;</span> <span class=\"tok-comment\">// note</span>\n}"
    )
    #expect(
      SyntaxHighlighter.highlight("{\"a\": 1, \"b\": true}", language: "json")
        == "{<span class=\"tok-key\">&quot;a&quot;</span>: <span class=\"tok-number\">1</span>, <span class=\"tok-key\">&quot;b&quot;</span>: <span class=\"tok-keyword\">true</span>}"
    )
    #expect(
      SyntaxHighlighter.highlight("echo $HOME # hi", language: "sh")
        == "<span class=\"tok-keyword\">echo</span> <span class=\"tok-variable\">$HOME</span> <span class=\"tok-comment\"># hi</span>"
    )
    #expect(
      SyntaxHighlighter.highlight("<key a=\"1\">v</key>", language: "xml")
        == "<span class=\"tok-tag\">&lt;key</span> <span class=\"tok-attribute\">a</span>=<span class=\"tok-string\">&quot;1&quot;</span><span class=\"tok-tag\">&gt;</span>v<span class=\"tok-tag\">&lt;/key</span><span class=\"tok-tag\">&gt;</span>"
    )
    #expect(SyntaxHighlighter.highlight("a < b", language: "rust") == "a &lt; b")
  }

  @Test(
    "paths that leave the output folder are refused",
    arguments: [
      "../x.html", "/etc/passwd", "a/../../b", "", "a//b", "./a", "a\\b",
    ])
  func pathEscapeIsRefused(path: String) {
    #expect(!SitePath.isContained(path))
  }

  @Test("IDs become safe file names")
  func idsBecomeSafeFileNames() {
    #expect(SitePath.fileName("../etc/passwd") == "_.-etc-passwd-50b77b6a8af564ef")
    #expect(SitePath.fileName("suite--child") == "suite--child")
    #expect(SitePath.fileName("a/tree-1") == "a-tree-1")
    #expect(SitePath.isContained(SitePath.skill("../../x")))
    #expect(SitePath.isContained(SitePath.tree("a/tree-1")))
  }

  @Test("two IDs that differ by a replaced character get two names")
  func replacedCharactersKeepNamesApart() {
    #expect(SitePath.fileName("a-b") == "a-b")
    #expect(SitePath.fileName("a b") != SitePath.fileName("a-b"))
    #expect(SitePath.fileName("a b").hasPrefix("a-b-"))
    #expect(SitePath.fileName("a\u{E9}b") != SitePath.fileName("a\u{E8}b"))
  }

  @Test("a name too long for a file system is cut and keeps the ID apart by its hash")
  func longNamesAreCut() {
    let long = String(repeating: "x", count: 400)
    let name = SitePath.fileName(long)
    #expect(name.utf8.count <= SitePath.maximumNameBytes)
    #expect(name != SitePath.fileName(long + "y"))
  }
}
