import Foundation
import GRDB
import Testing

@testable import Skillgraph

/// The one-row freshness check: it holds exactly while nothing the full check looks at changed,
/// and a snapshot that does not hold (or does not decode) only sends the search to the full
/// check.
@Suite("Search index: freshness snapshot")
struct FreshnessSnapshotTests {
  func index(_ folder: TemporaryFolder) -> SearchIndex {
    SearchIndex(folders: [folder.file("content")], indexPath: folder.file("index.sqlite"))
  }

  /// Dates the fixture's files and folder ten seconds back, out of the racy window, and
  /// indexes them.
  func backdateAndIndex(_ folder: TemporaryFolder) throws {
    try folder.backdate("content/refresh.md", "content/transfers.md", "content")
    _ = try index(folder).refresh()
  }

  /// Whether the stored snapshot says the index of `folder` is fresh.
  func snapshotHolds(_ folder: TemporaryFolder, folders: [String]? = nil) throws -> Bool {
    let queue = try SearchIndex.queue(folder.file("index.sqlite"), readonly: true)
    let snapshot = try queue.read { db in try FreshnessSnapshot.fetch(db) }
    return try #require(snapshot).isFresh(folders: folders ?? [folder.file("content")])
  }

  @Test("a refresh leaves a snapshot that holds until a file or a folder changes")
  func holdsUntilChange() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    try backdateAndIndex(folder)
    #expect(try snapshotHolds(folder))
    #expect(try !snapshotHolds(folder, folders: [folder.file("content/")]))

    try folder.write("content/transfers.md", IndexFixtures.transfers + "\nMore.\n")
    #expect(try !snapshotHolds(folder))
    try folder.backdate("content/transfers.md")
    #expect(try index(folder).refresh().changed == 1)
    #expect(try snapshotHolds(folder))

    try folder.backdate("content/refresh.md", by: 120)
    #expect(try !snapshotHolds(folder), "a touched file")
    #expect(try index(folder).refresh().parsed == 0)
    #expect(try snapshotHolds(folder))

    try folder.write("content/push.md", "# Push\n\n## Silent push\n\nSend content-available.\n")
    #expect(try !snapshotHolds(folder), "a file added to a watched folder")
    try folder.backdate("content/push.md", "content")
    #expect(try index(folder).refresh().added == 1)
    #expect(try snapshotHolds(folder))

    try FileManager.default.removeItem(atPath: folder.file("content/push.md"))
    #expect(try !snapshotHolds(folder), "a file removed")
    try folder.backdate("content")
    #expect(try index(folder).refresh().removed == 1)
    #expect(try snapshotHolds(folder))
  }

  @Test("a file written in the last two seconds is read again at the next check")
  func racilyCleanFile() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    _ = try index(folder).refresh()
    #expect(try !snapshotHolds(folder), "files written just now are checked again")
    #expect(try index(folder).refresh().parsed == 0, "same bytes: hashed, not parsed")
    try backdateAndIndex(folder)
    #expect(try snapshotHolds(folder))
  }

  @Test("a search that finds nothing changed after a folder was touched records the snapshot")
  func touchedFolder() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    try backdateAndIndex(folder)
    #expect(try snapshotHolds(folder))
    try folder.backdate("content", by: 60)
    #expect(try !snapshotHolds(folder), "a touched folder")
    let response = try index(folder).search(SearchRequest(text: "setTaskCompleted"))
    #expect(response.index.parsed == 0)
    #expect(response.index.changed == 0)
    #expect(response.results.first?.id == "refresh#completion")
    #expect(try snapshotHolds(folder), "recorded by the search")
  }

  @Test("a file changed in the same clock tick, at the same size, is not taken as unchanged")
  func sameTickSameSize() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    let path = folder.file("content/transfers.md")
    _ = try index(folder).refresh()
    let written = try #require(FileModificationTime(path: path))
    let edited = IndexFixtures.transfers.replacingOccurrences(of: "move the", with: "copy the")
    #expect(edited.utf8.count == IndexFixtures.transfers.utf8.count)
    try folder.write("content/transfers.md", edited)
    try written.apply(to: path)
    #expect(FileModificationTime(path: path) == written, "the same time, to the nanosecond")
    let response = try index(folder).search(SearchRequest(text: "copy the file"))
    #expect(response.index.changed == 1)
    #expect(response.results.first?.text.contains("copy the file") == true)
  }

  @Test("a fresh search answers as the full check does, with the same display paths")
  func freshAnswerAsFullCheck() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    let first = try index(folder).search(SearchRequest(text: "setTaskCompleted"))
    let second = try index(folder).search(SearchRequest(text: "setTaskCompleted"))
    #expect(first.results == second.results)
    #expect(second.results.first?.source.path == folder.file("content/refresh.md"))
    #expect(second.index.parsed == 0)
  }

  @Test(
    "a damaged or missing snapshot sends the search to the full check",
    arguments: ["damaged", "missing"])
  func damagedSnapshot(kind: String) throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    _ = try index(folder).refresh()
    let queue = try SearchIndex.queue(folder.file("index.sqlite"), readonly: false)
    try queue.write { db in
      if kind == "damaged" {
        try db.execute(sql: "UPDATE snapshot SET data = x'0102030405'")
      } else {
        try db.execute(sql: "DELETE FROM snapshot")
      }
    }
    try queue.close()
    let response = try index(folder).search(SearchRequest(text: "setTaskCompleted"))
    #expect(!response.index.rebuilt)
    #expect(response.index.parsed == 0)
    #expect(response.results.first?.id == "refresh#completion")
    #expect(response.results.first?.source.path == folder.file("content/refresh.md"))
  }
}
