import Foundation
import SkillgraphTestSupport
import Testing

@Suite("site build: the command line")
struct SiteBuildCommandTests {
  static func temporaryOutput() -> String {
    TestRunFolder.url
      .appendingPathComponent("skillgraph-site-\(UUID().uuidString)").path
  }

  @Test("the shipped content builds, and --json reports pages, bytes, index size and time")
  func shippedContentBuilds() throws {
    let out = Self.temporaryOutput()
    defer { try? FileManager.default.removeItem(atPath: out) }
    let result = skillgraph(
      "site", "build", "--content", shippedContent, "--out", out, "--base-url",
      "https://example.org/kb", "--json")
    #expect(result.status == 0, "\(result.errors)")
    let data = try result.data()
    #expect((data["pages"] as? Int ?? 0) >= 19)
    #expect((data["searchIndexBytes"] as? Int ?? 0) > 0)
    #expect((data["brokenLinks"] as? [Any])?.isEmpty == true)
    #expect(data["written"] as? Bool == true)
    for file in ["index.html", "sitemap.xml", "llms.txt", "skills/background-processing.md"] {
      #expect(FileManager.default.fileExists(atPath: "\(out)/\(file)"), "\(file)")
    }
  }

  @Test("a site folder inside the content is refused (exit 74), and nothing is written there")
  func refusesAFolderInsideTheContent() throws {
    let content = try ContentFolder(["alpha-one.md": "# Alpha\n\nFine.\n"])
    defer { content.remove() }
    let result = skillgraph(
      "site", "build", "--content", content.path, "--out", content.path + "/site")
    #expect(result.status == 74)
    #expect(result.errors.contains("it lies inside \(content.path), which is being read"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: content.path) == ["alpha-one.md"])
  }

  @Test("a content link that names nothing is a warning: the site is still written (exit 0)")
  func brokenLinkWarns() throws {
    let content = try ContentFolder([
      "alpha-one.md": "# Alpha\n\nFine.\n"
    ])
    defer { content.remove() }
    let out = Self.temporaryOutput()
    defer { try? FileManager.default.removeItem(atPath: out) }
    #expect(skillgraph("site", "build", "--content", content.path, "--out", out).status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: "\(out)/skills/alpha-one.html"))
    try Data("# Alpha\n\nSee [the setup](alpha-one.md#no-such-heading).\n".utf8).write(
      to: URL(fileURLWithPath: "\(content.path)/alpha-one.md"))
    let result = skillgraph("site", "build", "--content", content.path, "--out", out)
    #expect(result.status == 0)
    #expect(result.output.contains("content: 0 errors, 1 warning"), "\(result.output)")
    #expect(!result.errors.contains("broken link"))
    let after = try Data(contentsOf: URL(fileURLWithPath: "\(out)/skills/alpha-one.html"))
    #expect(after != before, "the site is written")
    #expect(String(decoding: after, as: UTF8.self).contains("class=\"broken-ref\">the setup<"))
  }

  @Test("--warnings-as-errors fails on an unresolved reference")
  func warningsAsErrors() throws {
    let content = try ContentFolder(["alpha-one.md": "# Alpha\n\nSee skills/missing-thing.md.\n"])
    defer { content.remove() }
    let out = Self.temporaryOutput()
    defer { try? FileManager.default.removeItem(atPath: out) }
    #expect(skillgraph("site", "build", "--content", content.path, "--out", out).status == 0)
    let strict = skillgraph(
      "site", "build", "--content", content.path, "--out", out, "--warnings-as-errors")
    #expect(strict.status == 1)
  }

  @Test("usage errors exit 64; an output folder that is not a site exits 74")
  func usageAndIO() throws {
    #expect(skillgraph("site", "build", "--content", shippedContent).status == 64)
    #expect(
      skillgraph("site", "build", "--out", "/tmp/x", "--base-url", "example.org").status == 64)
    let content = try ContentFolder(["notes.txt": "mine"])
    defer { content.remove() }
    let result = skillgraph("site", "build", "--content", shippedContent, "--out", content.path)
    #expect(result.status == 74)
    #expect(result.errors.contains("is not a site written by skillgraph"))
  }

  @Test(
    "an Axiom router builds: each skill and tree a page, references working links or warnings",
    .needsSharedCorpus(SharedCorpus.axiomSkills))
  func axiomBuilds() throws {
    let out = Self.temporaryOutput()
    defer { try? FileManager.default.removeItem(atPath: out) }
    let content = AxiomSample.folder
    let result = skillgraph("site", "build", "--content", content, "--out", out, "--json")
    #expect(result.status == 0, "\(result.output.prefix(2000))")
    let data = try result.data()
    let stats = try skillgraph("stats", "--content", content, "--json").data()
    let skills = try #require(stats["skills"] as? Int)
    let trees = try #require(stats["decisionTrees"] as? Int)
    #expect(skills >= 18 && trees >= 11, "the router is copied whole")
    #expect((data["pages"] as? Int ?? 0) >= skills + trees)
    let references = try #require(stats["crossReferences"] as? [String: Int])
    // NB: the router's references to the other routers, not copied, do not resolve.
    #expect((references["unresolved"] ?? 0) > 0)
    #expect(
      (data["warnings"] as? Int ?? 0) >= references["unresolved"] ?? 0,
      "unresolved references are reported as warnings")
    let pages = try FileManager.default.contentsOfDirectory(atPath: "\(out)/skills")
      .filter { $0.hasSuffix(".html") }
    #expect(pages.count == skills)
    var links = 0
    for page in pages {
      let html = try String(contentsOfFile: "\(out)/skills/\(page)", encoding: .utf8)
      links += html.components(separatedBy: "class=\"xref\"").count - 1
    }
    #expect(links > (references["resolved"] ?? 0) / 2, "\(links) reference links")
  }
}
