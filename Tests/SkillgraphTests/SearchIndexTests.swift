import Foundation
import Synchronization
import Testing

@testable import Skillgraph

/// Two small skills, enough to tell the index's units, refreshes and rebuilds apart.
enum IndexFixtures {
  static let refresh = """
    ---
    name: refresh
    description: Keeping content fresh with BGAppRefreshTask.
    version: 2.0.0
    ---

    # Refresh

    Intro paragraph about refreshing.

    ## Scheduling

    Call `BGTaskScheduler.shared.submit(_:)` when the app enters the background.

    Submit again from inside the handler so the chain goes on.

    ## Completion

    Call `setTaskCompleted(success:)` on every path, failures included.

    ## Export (iOS 26)

    Use BGContinuedProcessingTask for user-started exports.
    """

  static let transfers = """
    # Transfers

    ## Background downloads

    Use a background URLSession; move the file before the delegate returns.
    """

  /// A content folder holding both skills.
  static func folder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("content/refresh.md", refresh)
    try folder.write("content/transfers.md", transfers)
    return folder
  }
}

@Suite("Search index: persistence and refresh")
struct SearchIndexTests {
  func index(_ folder: TemporaryFolder) -> SearchIndex {
    SearchIndex(folders: [folder.file("content")], indexPath: folder.file("index.sqlite"))
  }

  @Test("the first search builds the index; a second one parses no Markdown")
  func freshIndexParsesNothing() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    let first = try index(folder).search(SearchRequest(text: "setTaskCompleted"))
    #expect(first.index.rebuilt)
    #expect(first.index.parsed == 2)
    let second = try index(folder).search(SearchRequest(text: "setTaskCompleted"))
    #expect(!second.index.rebuilt)
    #expect(second.index.parsed == 0)
    #expect(second.results.first?.id == "refresh#completion")
    #expect(second.results.first?.skill.version == "2.0.0")
  }

  @Test("a search that wrote the index leaves its write-ahead log empty, connection kept or not")
  func writeEmptiesTheLog() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    let log = folder.file("index.sqlite") + "-wal"
    // NB: kept open, as a command keeps it until it exits: closing the last connection would
    // empty the log by itself.
    let kept = Mutex<[any Sendable]>([])
    defer { kept.withLock { $0.removeAll() } }
    let built = try index(folder).search(
      SearchRequest(text: "setTaskCompleted"),
      keepingConnection: { connection in
        kept.withLock { $0.append(connection) }
      })
    #expect(built.index.rebuilt)
    #expect(try FileManager.default.attributesOfItem(atPath: log)[.size] as? Int == 0)
    try folder.write(
      "content/transfers.md", IndexFixtures.transfers + "\nResume from resume data.\n")
    let changed = try index(folder).search(
      SearchRequest(text: "resume data"),
      keepingConnection: { connection in
        kept.withLock { $0.append(connection) }
      })
    #expect(changed.index.parsed == 1)
    #expect(try FileManager.default.attributesOfItem(atPath: log)[.size] as? Int == 0)
  }

  @Test("a search that keeps its connection answers as one that closes it")
  func keptConnection() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    let closed = try index(folder).search(SearchRequest(text: "setTaskCompleted"))
    var kept: [any Sendable] = []
    let keeping = try index(folder).search(
      SearchRequest(text: "setTaskCompleted"), keepingConnection: { kept.append($0) })
    #expect(kept.count == 1)
    #expect(keeping.results == closed.results)
    let again = try index(folder).search(SearchRequest(text: "setTaskCompleted"))
    #expect(again.results == closed.results)
  }

  @Test("a changed file is re-indexed alone; a touched file is not parsed again")
  func changedFileOnly() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    _ = try index(folder).search(SearchRequest(text: "refresh"))
    try folder.write(
      "content/transfers.md", IndexFixtures.transfers + "\n\n## Uploads\n\nUploads resume.\n")
    let changed = try index(folder).search(SearchRequest(text: "uploads resume"))
    #expect(changed.index.changed == 1)
    #expect(changed.index.parsed == 1)
    #expect(changed.results.first?.id == "transfers#uploads")
    let path = folder.file("content/refresh.md")
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: path)
    let touched = try index(folder).search(SearchRequest(text: "uploads"))
    #expect(touched.index.parsed == 0)
  }

  @Test("a removed file leaves the index, an added one enters it")
  func removedAndAdded() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    _ = try index(folder).search(SearchRequest(text: "refresh"))
    try FileManager.default.removeItem(atPath: folder.file("content/transfers.md"))
    try folder.write("content/push.md", "# Push\n\n## Silent push\n\nSend content-available.\n")
    let response = try index(folder).search(SearchRequest(text: "background URLSession delegate"))
    #expect(response.index.removed == 1)
    #expect(response.index.added == 1)
    #expect(!response.results.contains { $0.skill.id == "transfers" })
  }

  @Test(
    "a damaged or foreign file at the default index path is rebuilt, never trusted",
    arguments: ["garbage", "foreign"])
  func damagedIndexIsRebuilt(kind: String) throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    let search = SearchIndex(folders: [folder.file("content")])
    let path = search.location.path
    defer { SearchIndexTests.removeIndex(at: path) }
    if kind == "garbage" {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try String(repeating: "not a database ", count: 400).write(
        toFile: path, atomically: true, encoding: .utf8)
    } else {
      _ = try search.search(SearchRequest(text: "refresh"))
      try Self.overwrite(path, at: 68, with: [0, 0, 0, 1])  // the application_id
    }
    let response = try search.search(SearchRequest(text: "setTaskCompleted"))
    #expect(response.index.rebuilt)
    #expect(response.results.first?.id == "refresh#completion")
  }

  @Test("an index of another version at an --index path is rebuilt")
  func olderIndexIsRebuilt() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    _ = try index(folder).search(SearchRequest(text: "refresh"))
    try Self.overwrite(folder.file("index.sqlite"), at: 60, with: [0, 0, 0, 1])  // user_version
    let response = try index(folder).search(SearchRequest(text: "setTaskCompleted"))
    #expect(response.index.rebuilt)
    #expect(response.results.first?.id == "refresh#completion")
  }

  @Test(
    "a file at an --index path that is not a Skillgraph index is refused and left as it is",
    arguments: ["# My notes\n", "SQLite format 3\u{0}" + String(repeating: "x", count: 200)])
  func foreignFileIsKept(content: String) throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    try folder.write("index.sqlite", content)
    #expect {
      try index(folder).search(SearchRequest(text: "refresh"))
    } throws: { error in
      "\(error)".contains("index.sqlite is not a Skillgraph index")
    }
    let kept = try String(contentsOfFile: folder.file("index.sqlite"), encoding: .utf8)
    #expect(kept == content)
  }

  /// Removes the index at `path` and its WAL files.
  static func removeIndex(at path: String) {
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
  }

  /// Writes `bytes` over the file at `path` from `offset`.
  static func overwrite(_ path: String, at offset: Int, with bytes: [UInt8]) throws {
    var data = try Data(contentsOf: URL(fileURLWithPath: path))
    data.replaceSubrange(offset..<offset + bytes.count, with: bytes)
    try data.write(to: URL(fileURLWithPath: path))
  }

  @Test("an index path that cannot be written is an error naming it")
  func unwritableIndex() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    try folder.write("blocker", "a file, not a folder")
    let search = SearchIndex(
      folders: [folder.file("content")], indexPath: folder.file("blocker/index.sqlite"))
    #expect {
      try search.search(SearchRequest(text: "refresh"))
    } throws: { error in
      "\(error)".contains("blocker/index.sqlite")
    }
  }

  @Test("searches run concurrently on one index, even while it is being built")
  func concurrentSearches() async throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    let search = index(folder)
    let outcomes = await withTaskGroup(of: String.self) { group in
      for _ in 0..<8 {
        group.addTask {
          do {
            let count = try search.search(SearchRequest(text: "background")).results.count
            return count > 0 ? "answered" : "no results"
          } catch {
            return "\(error)"
          }
        }
      }
      return await group.reduce(into: [String]()) { $0.append($1) }
    }
    #expect(outcomes == Array(repeating: "answered", count: 8))
  }

  @Test("eight searches and a writer changing a file at once: every search answers, none errs")
  func searchesWhileAFileChanges() async throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    let search = index(folder)
    _ = try search.refresh()
    let path = folder.file("content/transfers.md")
    let outcomes = await withTaskGroup(of: String.self) { group in
      group.addTask {
        do {
          for edit in 0..<10 {
            try (IndexFixtures.transfers + "\n## Edit \(edit)\n\nUploads go on.\n").write(
              toFile: path, atomically: true, encoding: .utf8)
            _ = try search.refresh()
          }
          return "written"
        } catch {
          return "writer: \(error)"
        }
      }
      for _ in 0..<8 {
        group.addTask {
          do {
            for _ in 0..<5 {
              let response = try search.search(SearchRequest(text: "uploads"))
              guard response.results.contains(where: { $0.skill.id == "transfers" }) else {
                return "lost the transfers skill"
              }
            }
            return "answered"
          } catch {
            return "\(error)"
          }
        }
      }
      return await group.reduce(into: [String]()) { $0.append($1) }
    }
    #expect(outcomes.sorted() == (Array(repeating: "answered", count: 8) + ["written"]).sorted())
    let final = try search.search(SearchRequest(text: "Edit 9"))
    #expect(final.results.contains { $0.text.contains("Edit 9") })
  }
}
