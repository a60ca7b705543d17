import Foundation
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
}
