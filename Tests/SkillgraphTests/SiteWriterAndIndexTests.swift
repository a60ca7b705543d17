import Foundation
import Testing

@testable import Skillgraph

@Suite("Site: the writer keeps unchanged files; the search index and link scan are exact")
struct SiteWriterAndIndexTests {
  private static func inode(_ path: String) throws -> UInt64 {
    var status = stat()
    try #require(stat(path, &status) == 0)
    return UInt64(status.st_ino)
  }

  @Test("a rebuild links an unchanged file from the old site and rewrites a changed one")
  func unchangedFilesAreLinked() throws {
    let parent = try TemporaryFolder()
    defer { parent.remove() }
    let out = parent.file("site")
    try SiteWriter(folder: out).write([
      (path: "same.html", contents: Array("same".utf8)),
      (path: "a/changed.html", contents: Array("old!".utf8)),
    ])
    let same = try Self.inode(out + "/same.html")
    let changed = try Self.inode(out + "/a/changed.html")
    try SiteWriter(folder: out).write([
      (path: "same.html", contents: Array("same".utf8)),
      (path: "a/changed.html", contents: Array("new!".utf8)),
    ])
    #expect(try Self.inode(out + "/same.html") == same)
    #expect(try Self.inode(out + "/a/changed.html") != changed)
    #expect(try String(contentsOfFile: out + "/a/changed.html", encoding: .utf8) == "new!")
    #expect(try String(contentsOfFile: out + "/same.html", encoding: .utf8) == "same")
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["site"])
  }

  @Test("section titles in docs.js are escaped exactly as JSONEncoder escapes them")
  func documentsMatchJSONEncoder() throws {
    var text = String((0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) })
    text += "é\u{2028}😀</script>"
    var index = SiteSearchIndexBuilder()
    index.add(
      SiteSearchIndexBuilder.Group([
        SiteSearchIndexBuilder.Entry(href: "a.html#x", title: text, pageTitle: "P", text: "b")
      ]))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let expected = String(decoding: try encoder.encode([["a.html#x", text, "P"]]), as: UTF8.self)
    let docs = try #require(index.files().first { $0.path == "search/docs.js" })
    #expect(docs.contents == "SG_SEARCH.docs(\(expected));\n")
  }

  @Test("words are numbered by section across groups, once per section, in sorted shards")
  func shardsAreMergedInOrder() throws {
    var index = SiteSearchIndexBuilder()
    index.add(
      SiteSearchIndexBuilder.Group([
        .init(href: "a#1", title: "Alpha beta", pageTitle: "A", text: "alpha alpha 2x"),
        .init(href: "a#2", title: "Gamma", pageTitle: "A", text: "beta"),
      ]))
    index.add(
      SiteSearchIndexBuilder.Group([
        .init(
          href: "b#1", title: "Beta", pageTitle: "B",
          text: "ab ALPHA x \(String(repeating: "l", count: 41))")
      ]))
    let files = Dictionary(uniqueKeysWithValues: index.files().map { ($0.path, $0.contents) })
    #expect(
      files.keys.sorted() == [
        "search/docs.js", "search/t-2.js", "search/t-a.js", "search/t-b.js", "search/t-g.js",
        "search/x-0.js",
      ])
    #expect(
      files["search/t-a.js"] == "SG_SEARCH.shard(\"a\",{\"ab\":[[],[2]],\"alpha\":[[0],[0,2]]});\n")
    #expect(files["search/t-b.js"] == "SG_SEARCH.shard(\"b\",{\"beta\":[[0,2],[1]]});\n")
    #expect(files["search/t-2.js"] == "SG_SEARCH.shard(\"2\",{\"2x\":[[],[0]]});\n")
  }

  @Test("words of any script are words; ideographs are words one by one, as the script splits")
  func wordsOfOtherScripts() {
    #expect(
      SiteSearchIndexBuilder.words("Crème BRÛLÉE à 65 °C, 管理服务器 then x")
        == ["crème", "brûlée", "65", "管", "理", "服", "务", "器", "then"])
    #expect(SiteSearchIndexBuilder.words("Plain ASCII, 2x") == ["plain", "ascii", "2x"])
  }

  @Test("the link scan finds every id and href, even a quote inside another value")
  func attributeScan() {
    let html = Array(#"<a id="top" href="x.html#a&amp;b"><p title="t id=" class="c">"#.utf8)
    let found = LinkChecker.attributes(in: html)
    #expect(found.ids == ["top", " class="])
    #expect(found.hrefs == ["x.html#a&b"])
  }
}
