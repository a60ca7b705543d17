import Foundation
import SkillgraphTestSupport
import Testing

/// A collection prepared by someone else: links out of it, link cycles, FIFOs and oversized
/// files. Nothing outside the collection is read, shown, published or exported; every command
/// finishes; each entry passed over is a warning naming it.
@Suite("hostile collections")
struct HostileCollectionTests {
  /// A collection with a fine skill, a skill folder, and every hostile entry; and a secret
  /// beside it that must never appear anywhere.
  struct Collection {
    let root: String
    var content: String { root + "/c" }
    static let secret = "SECRET-7f3a9c"

    init() throws {
      root =
        TestRunFolder.url
        .appendingPathComponent("skillgraph-hostile-c-\(UUID().uuidString)").path
      let manager = FileManager.default
      for folder in ["c/tool/scripts", "c/tool/assets", "outside"] {
        try manager.createDirectory(
          atPath: root + "/" + folder, withIntermediateDirectories: true)
      }
      try write("outside/secret.md", "# Secret\n\n\(Self.secret)\n")
      try write("c/fine.md", "# Fine\n\nA fine skill.\n")
      try write(
        "c/tool/SKILL.md", "---\nname: tool\ndescription: A tool skill.\n---\n# Tool\n\nUse it.\n")
      symlink(root + "/outside/secret.md", content + "/passwd.md")
      symlink(root + "/outside/secret.md", content + "/tool/scripts/setup.sh")
      symlink(root + "/outside", content + "/tool/assets/etc")
      symlink("/", content + "/tool/root")
      for index in 1...12 { symlink(".", content + "/tool/x\(index)") }
      mkfifo(content + "/fifo.md", 0o644)
      mkfifo(content + "/tool/notes.md", 0o644)
      mkfifo(content + "/tool/scripts/run.sh", 0o644)
    }

    func write(_ relative: String, _ text: String) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + relative))
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// Every file below `folder` that holds the secret.
    func leaks(in folder: String) -> [String] {
      let files = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
      return files.filter { name in
        let data = FileManager.default.contents(atPath: folder + "/" + name) ?? Data()
        return String(decoding: data, as: UTF8.self).contains(Self.secret)
      }
    }
  }

  @Test("check names every link out, link to a folder and FIFO, and reads only the two skills")
  func checkNamesWhatItPassedOver() throws {
    let collection = try Collection()
    defer { collection.remove() }
    let result = skillgraph("check", "--content", collection.content)
    #expect(result.status == 0, "\(result.errors)")
    let warnings = (result.output + result.errors).split(separator: "\n").filter {
      $0.contains("[unread-path]")
    }
    #expect(warnings.count == 19, "\(warnings.joined(separator: "\n"))")
    #expect(warnings.contains { $0.contains("passwd.md:1:1: warning: not read: it leads to") })
    #expect(
      warnings.contains { $0.contains("fifo.md:1:1: warning: not read: it is not a regular") })
    #expect(warnings.contains { $0.contains("tool/x12:1:1: warning: not read: it is a symbolic") })
    let stats = try skillgraph("stats", "--content", collection.content, "--json").data()
    #expect(stats["skills"] as? Int == 2)
  }

  @Test("show and query never return a file from outside the collection")
  func nothingOutsideIsShown() throws {
    let collection = try Collection()
    defer { collection.remove() }
    let show = skillgraph("show", "passwd", "--content", collection.content)
    #expect(show.status != 0)
    #expect(!show.output.contains(Collection.secret))
    let tool = skillgraph("show", "tool", "--content", collection.content)
    #expect(tool.status == 0, "\(tool.errors)")
    #expect(!tool.output.contains("setup.sh"), "a script that links out is not listed")
  }

  @Test("site build and export publish nothing from outside the collection")
  func nothingOutsideIsPublished() throws {
    let collection = try Collection()
    defer { collection.remove() }
    let site = collection.root + "/site"
    let built = skillgraph("site", "build", "--content", collection.content, "--out", site)
    #expect(built.status == 0, "\(built.errors)")
    #expect(collection.leaks(in: site) == [])
    let export = collection.root + "/export"
    let exported = skillgraph(
      "export", "agent-skills", "--content", collection.content, "--out", export)
    #expect(exported.status == 0, "\(exported.errors)")
    #expect(collection.leaks(in: export) == [])
    #expect(FileManager.default.fileExists(atPath: export + "/skills/tool/SKILL.md"))
    #expect(!FileManager.default.fileExists(atPath: export + "/skills/tool/assets/etc"))
  }

  @Test("a file over the size limit is skipped with an error before it is read")
  func oversizedFileIsSkipped() throws {
    let collection = try Collection()
    defer { collection.remove() }
    let path = collection.content + "/huge.md"
    #expect(FileManager.default.createFile(atPath: path, contents: Data("# Huge\n".utf8)))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 6_000_000)
    try handle.close()
    let result = skillgraph("check", "--content", collection.content)
    #expect(result.status == 1)
    #expect(
      result.output.contains("huge.md:1:1: error: the file is 6000000 bytes, over the"),
      "\(result.output)")
  }
}

@Suite("site page names")
struct SitePageNameTests {
  @Test("skills named 'a b' and 'a-b' both get a page, and a 300-byte name builds")
  func clashingAndLongNamesBuild() throws {
    let long = String(repeating: "n", count: 250)
    let content = try ContentFolder([
      "a b.md": "# Spaced\n\nOne.\n",
      "a-b.md": "# Dashed\n\nTwo.\n",
      "\(long).md": "# Long\n\nThree.\n",
    ])
    defer { content.remove() }
    let out = content.path + "-site"
    defer { try? FileManager.default.removeItem(atPath: out) }
    let result = skillgraph("site", "build", "--content", content.path, "--out", out)
    #expect(result.status == 0, "\(result.errors)")
    let pages = try FileManager.default.contentsOfDirectory(atPath: out + "/skills")
      .filter { $0.hasSuffix(".html") }
    #expect(pages.count == 3, "\(pages)")
    #expect(pages.contains("a-b.html"))
  }
}

@Suite("links to a skill's own files")
struct BundledFileLinkTests {
  @Test("a link to the skill's own script passes check and site build, to its entry in the list")
  func linkToOwnScriptBuilds() throws {
    let content = try ContentFolder([
      "tool/SKILL.md":
        "---\nname: tool\ndescription: Use when testing.\n---\n# Tool\n\nRun [setup](scripts/setup.sh).\n",
      "tool/scripts/setup.sh": "#!/bin/sh\n# Sets up.\necho hi\n",
    ])
    defer { content.remove() }
    #expect(skillgraph("check", "--content", content.path).status == 0)
    let out = content.path + "-site"
    defer { try? FileManager.default.removeItem(atPath: out) }
    let result = skillgraph("site", "build", "--content", content.path, "--out", out)
    #expect(result.status == 0, "\(result.errors)")
    let page = try String(contentsOfFile: out + "/skills/tool.html", encoding: .utf8)
    #expect(page.contains(#"<a href="../skills/tool.html#file-scripts-setup.sh">setup</a>"#))
    #expect(page.contains(#"<li id="file-scripts-setup.sh">"#))
  }
}
