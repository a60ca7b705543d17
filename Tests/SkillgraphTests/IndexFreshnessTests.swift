import Foundation
import Testing

@testable import Skillgraph

/// The freshness check of the index: each file's size and modification time first, its hash
/// when those differ; a file written within the racy window is looked at again.
@Suite("Search index: freshness")
struct IndexFreshnessTests {
  func index(_ folder: TemporaryFolder) -> SearchIndex {
    SearchIndex(folders: [folder.file("content")], indexPath: folder.file("index.sqlite"))
  }

  /// Dates the fixture's files and folder ten seconds back, out of the racy window, and
  /// indexes them.
  func backdateAndIndex(_ folder: TemporaryFolder) throws {
    try folder.backdate("content/refresh.md", "content/transfers.md", "content")
    _ = try index(folder).refresh()
  }

  @Test("a refresh re-reads exactly the files that changed, were added or were removed")
  func refreshesWhatChanged() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    try backdateAndIndex(folder)
    #expect(try index(folder).refresh() == IndexStatus(path: folder.file("index.sqlite")))

    try folder.write("content/transfers.md", IndexFixtures.transfers + "\nMore.\n")
    try folder.backdate("content/transfers.md")
    let changed = try index(folder).refresh()
    #expect(changed.changed == 1)
    #expect(changed.parsed == 1)

    try folder.backdate("content/refresh.md", by: 120)
    let touched = try index(folder).refresh()
    #expect(touched.parsed == 0, "a touched file with the same bytes is hashed, not parsed")

    try folder.write("content/push.md", "# Push\n\n## Silent push\n\nSend content-available.\n")
    try folder.backdate("content/push.md", "content")
    #expect(try index(folder).refresh().added == 1)
    let added = try index(folder).search(SearchRequest(text: "content-available"))
    #expect(added.results.contains { $0.skill.id == "push" })

    try FileManager.default.removeItem(atPath: folder.file("content/push.md"))
    #expect(try index(folder).refresh().removed == 1)
    let removed = try index(folder).search(SearchRequest(text: "content-available"))
    #expect(!removed.results.contains { $0.skill.id == "push" })
  }

  @Test("a file written in the last two seconds is read again at the next check")
  func racilyCleanFile() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    _ = try index(folder).refresh()
    let again = try index(folder).refresh()
    #expect(again.parsed == 0, "same bytes: hashed, not parsed")
    try backdateAndIndex(folder)
    #expect(try index(folder).refresh() == IndexStatus(path: folder.file("index.sqlite")))
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

  @Test("a fresh search answers as the first one did, with the same display paths")
  func freshAnswerAsFirst() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    let first = try index(folder).search(SearchRequest(text: "setTaskCompleted"))
    let second = try index(folder).search(SearchRequest(text: "setTaskCompleted"))
    #expect(first.results == second.results)
    #expect(second.results.first?.source.path == folder.file("content/refresh.md"))
    #expect(second.index.parsed == 0)
  }
}
