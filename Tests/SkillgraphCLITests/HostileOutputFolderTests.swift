import Foundation
import SkillgraphTestSupport
import Testing

/// Output folders that someone else prepared (a cloned repository, a shared folder): planted
/// journals, markers, links and stale build names are refused or ignored, and nothing outside
/// `--out` or `--output` is ever written, renamed or deleted.
@Suite("hostile output folders")
struct HostileOutputFolderTests {
  /// A PID above the kernel's largest (`pid_max` is at most 2^22), so never running.
  static let deadPID = 2_000_000_000

  /// A folder `work/` with `victim.txt` beside the output folder `work/out/`.
  struct Workspace {
    let root: String
    var out: String { root + "/out" }
    var victim: String { root + "/victim.txt" }

    init() throws {
      root =
        TestRunFolder.url
        .appendingPathComponent("skillgraph-hostile-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(
        atPath: root + "/out", withIntermediateDirectories: true)
      try write("victim.txt", "precious\n")
    }

    func write(_ relative: String, _ text: String) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + relative))
    }

    func read(_ relative: String) -> String? {
      try? String(contentsOfFile: root + "/" + relative, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
  }

  static func render(into folder: String, _ extra: String...) -> CLIResult {
    skillgraph(
      arguments: [
        "render", "bg-app-refresh-uikit", "--templates", shippedTemplates, "--output", folder,
        "--var", "bundleID=org.acme.notes",
      ] + extra)
  }

  @Test("render refuses a planted journal whose lines lead outside the output folder")
  func plantedJournalWithOldLinesIsRefused() throws {
    let work = try Workspace()
    defer { work.remove() }
    try work.write("out/payload", "evil\n")
    try work.write(
      "out/.skillgraph-render-\(Self.deadPID).journal", "payload\t../victim.txt\n")
    let result = Self.render(into: work.out)
    #expect(result.status == 74, "\(result.output)\(result.errors)")
    #expect(result.errors.contains(".skillgraph-render-\(Self.deadPID).journal"))
    #expect(result.errors.contains("not written by skillgraph render"))
    #expect(work.read("victim.txt") == "precious\n")
    #expect(work.read("out/payload") == "evil\n", "nothing the journal lists is renamed")
  }

  @Test("render refuses a journal that names a path above the folder, even in its own format")
  func plantedJournalWithParentPathIsRefused() throws {
    let work = try Workspace()
    defer { work.remove() }
    try work.write("out/.victim.txt.skillgraph-\(Self.deadPID).tmp", "evil\n")
    try work.write("out/.skillgraph-render-\(Self.deadPID).journal", "../victim.txt\n")
    let result = Self.render(into: work.out)
    #expect(result.status == 74)
    #expect(result.errors.contains("'../victim.txt', which is not a path inside"))
    #expect(work.read("victim.txt") == "precious\n")
  }

  @Test("a journal that is a link is refused, and its target is left as it is")
  func linkedJournalIsRefused() throws {
    let work = try Workspace()
    defer { work.remove() }
    try work.write("list.txt", "Sources/x.swift\n")
    symlink(work.root + "/list.txt", work.out + "/.skillgraph-render-\(Self.deadPID).journal")
    let result = Self.render(into: work.out)
    #expect(result.status == 74)
    #expect(result.errors.contains("it is not a regular file"))
    #expect(work.read("list.txt") == "Sources/x.swift\n")
  }

  @Test("site build ignores a stale-build name that is a link, and empties nothing through it")
  func staleBuildLinkIsNotFollowed() throws {
    let work = try Workspace()
    defer { work.remove() }
    try FileManager.default.removeItem(atPath: work.out)
    symlink("..", work.root + "/.out.new-\(Self.deadPID)")
    symlink(work.root, work.root + "/.out.old-\(Self.deadPID)")
    let result = skillgraph("site", "build", "--content", shippedContent, "--out", work.out)
    #expect(result.status == 0, "\(result.errors)")
    #expect(work.read("victim.txt") == "precious\n")
    #expect(FileManager.default.fileExists(atPath: work.out + "/index.html"))
  }

  @Test("site build --out LINK replaces the site the link points to and keeps the link")
  func outputLinkIsResolvedOnce() throws {
    let work = try Workspace()
    defer { work.remove() }
    let real = work.root + "/real-site"
    #expect(skillgraph("site", "build", "--content", shippedContent, "--out", real).status == 0)
    try FileManager.default.removeItem(atPath: work.out)
    symlink(real, work.out)
    try work.write("real-site/CNAME", "docs.example.org\n")
    let refused = skillgraph("site", "build", "--content", shippedContent, "--out", work.out)
    #expect(refused.status != 0)
    #expect(refused.errors.contains("did not write: CNAME"), "\(refused.errors)")
    #expect(work.read("real-site/CNAME") == "docs.example.org\n")
    try FileManager.default.removeItem(atPath: real + "/CNAME")
    let rebuilt = skillgraph("site", "build", "--content", shippedContent, "--out", work.out)
    #expect(rebuilt.status == 0, "\(rebuilt.errors)")
    let status = try FileManager.default.attributesOfItem(atPath: work.out)[.type]
    #expect(status as? FileAttributeType == .typeSymbolicLink, "the link is kept")
    #expect(FileManager.default.fileExists(atPath: real + "/index.html"))
  }

  @Test("a planted site or export marker does not make a folder replaceable")
  func plantedMarkerIsRefused() throws {
    let work = try Workspace()
    defer { work.remove() }
    try work.write("out/notes.txt", "mine\n")
    try work.write("out/.skillgraph-site", "Written by skillgraph site build.\nnotes.txt\n")
    let site = skillgraph("site", "build", "--content", shippedContent, "--out", work.out)
    #expect(site.status != 0)
    #expect(site.errors.contains("was not written for this folder"), "\(site.errors)")
    try work.write("out/.skillgraph-export", "Written by skillgraph export agent-skills.\n")
    let export = skillgraph(
      "export", "agent-skills", "--content", shippedContent, "--templates", shippedTemplates,
      "--out", work.out)
    #expect(export.status != 0)
    #expect(export.errors.contains("was not written for this folder"), "\(export.errors)")
    #expect(work.read("out/notes.txt") == "mine\n")
  }

  @Test("a file someone added deep inside a site keeps the site from being replaced")
  func addedNestedFileIsKept() throws {
    let work = try Workspace()
    defer { work.remove() }
    #expect(skillgraph("site", "build", "--content", shippedContent, "--out", work.out).status == 0)
    try work.write("out/skills/my-notes.html", "mine\n")
    let result = skillgraph("site", "build", "--content", shippedContent, "--out", work.out)
    #expect(result.status == 74)
    #expect(result.errors.contains("did not write: skills/my-notes.html"), "\(result.errors)")
    #expect(work.read("out/skills/my-notes.html") == "mine\n")
  }

  @Test("a copied site is not replaced: its marker names the folder it was written in")
  func copiedSiteIsRefused() throws {
    let work = try Workspace()
    defer { work.remove() }
    #expect(skillgraph("site", "build", "--content", shippedContent, "--out", work.out).status == 0)
    let copy = work.root + "/copy"
    try FileManager.default.copyItem(atPath: work.out, toPath: copy)
    let result = skillgraph("site", "build", "--content", shippedContent, "--out", copy)
    #expect(result.status != 0)
    #expect(FileManager.default.fileExists(atPath: copy + "/index.html"))
    #expect(skillgraph("site", "build", "--content", shippedContent, "--out", work.out).status == 0)
  }

  @Test("--transcript refuses an existing file unless --force")
  func transcriptIsNotOverwritten() throws {
    let work = try Workspace()
    defer { work.remove() }
    let result = skillgraph(
      "diagnose", "--content", shippedContent, "--transcript", work.victim, "task never runs")
    #expect(result.status == 74)
    #expect(result.errors.contains("pass --force to replace it"))
    #expect(work.read("victim.txt") == "precious\n")
  }
}
