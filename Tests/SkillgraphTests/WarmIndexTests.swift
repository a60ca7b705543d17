import Foundation
import GRDB
import SkillgraphTestSupport
import Testing

@testable import Skillgraph
@testable import SkillgraphSearch

/// The index a server keeps open between searches: reused while nothing changed, opened anew
/// when a file changed, was added or removed.
@Suite("Search index: kept open by a long-lived process")
struct WarmIndexTests {
  func index(_ folder: TemporaryFolder, _ warm: WarmIndex) -> SearchIndex {
    var index = SearchIndex(
      folders: [folder.file("content")], indexPath: folder.file("index.sqlite"))
    index.warm = warm
    return index
  }

  @Test("the same connection answers while nothing changed; a change is seen at once")
  func reusedUntilAChange() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    try folder.backdate("content/refresh.md", "content/transfers.md", "content")
    let warm = WarmIndex()
    let first = try index(folder, warm).open()
    let second = try index(folder, warm).open()
    #expect(first.queue === second.queue)

    try folder.write("content/push.md", "# Push\n\n## Silent push\n\nSend content-available.\n")
    let added = try index(folder, warm).search(SearchRequest(text: "content-available"))
    #expect(added.results.contains { $0.skill.id == "push" })
    let third = try index(folder, warm).open()
    #expect(third.queue !== second.queue, "a file within the racy window is checked anew")

    try FileManager.default.removeItem(atPath: folder.file("content/push.md"))
    let removed = try index(folder, warm).search(SearchRequest(text: "content-available"))
    #expect(!removed.results.contains { $0.skill.id == "push" })
  }

  @Test("without a warm index every search opens its own connection")
  func oneShotOpensEachTime() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    try folder.backdate("content/refresh.md", "content/transfers.md", "content")
    let index = SearchIndex(
      folders: [folder.file("content")], indexPath: folder.file("index.sqlite"))
    #expect(try index.open().queue !== index.open().queue)
  }

  @Test("opening the index again keeps the locks of the connection kept open")
  func keptConnectionKeepsItsLocks() async throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    try folder.backdate("content/refresh.md", "content/transfers.md", "content")
    let warm = WarmIndex()
    let kept = try index(folder, warm).open()
    try folder.write("content/push.md", "# Push\n\n## Silent push\n\nSend content-available.\n")
    let reopened = try index(folder, warm).open()
    // NB: another process that closes what it takes for the last connection to the index
    // checkpoints it and deletes its log and shared memory, under this process's connections,
    // unless their shared lock on the file still holds.
    let path = folder.file("index.sqlite")
    let reader = try await ChildProgram(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "python3", "-c",
        "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); "
          + "c.execute('SELECT count(*) FROM sqlite_master').fetchone(); c.close()",
        path,
      ]
    ).run()
    #expect(reader.status == 0, "\(reader.errors)")
    #expect(FileManager.default.fileExists(atPath: path + "-shm"))
    #expect(FileManager.default.fileExists(atPath: path + "-wal"))
    let units = try await kept.queue.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM units")
    }
    #expect((units ?? 0) > 0)
    #expect(reopened.queue !== kept.queue)
  }
}
