import Foundation
import Synchronization
import Testing

@testable import Skillgraph

/// Where the index lives, and what a search does when that place cannot be written: it reads a
/// current index read-only, else builds a temporary one and says so; a path that is no file is
/// refused and nothing is written beside it.
@Suite("Search index: the cache folder and its fallback")
struct IndexCacheFallbackTests {
  /// Collects the notes a search has for a person.
  final class Notes: Sendable {
    let lines = Mutex<[String]>([])
    var all: [String] { lines.withLock { $0 } }
    func add(_ line: String) { lines.withLock { $0.append(line) } }
  }

  func index(_ folder: TemporaryFolder, environment: [String: String], notes: Notes)
    -> SearchIndex
  {
    let folders = [folder.file("content")]
    return SearchIndex(
      folders: folders,
      location: IndexLocation(folders: folders, explicitPath: nil, environment: environment),
      noting: notes.add)
  }

  @Test("the cache folder is $XDG_CACHE_HOME's, else the one under $HOME")
  func cacheFolderFollowsTheEnvironment() {
    let xdg = CacheFolder(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])
    #expect(xdg.path == "/x/cache/skillgraph")
    #if !os(macOS)
      #expect(CacheFolder(environment: ["HOME": "/home/u"]).path == "/home/u/.cache/skillgraph")
      let relative = CacheFolder(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/u"])
      #expect(relative.path == "/home/u/.cache/skillgraph", "a relative XDG_CACHE_HOME is ignored")
    #endif
  }

  @Test("with no home folder a search answers from a temporary index and says why")
  func missingHomeFallsBack() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    let notes = Notes()
    let home = folder.file("gone/home")
    let answer = try index(folder, environment: ["HOME": home], notes: notes)
      .search(SearchRequest(text: "setTaskCompleted"))
    #expect(answer.results.first?.id == "refresh#completion")
    #expect(!FileManager.default.fileExists(atPath: folder.file("gone")), "no home folder is made")
    #expect(answer.index.path.hasPrefix(NSTemporaryDirectory()))
    let note = try #require(notes.all.first)
    #expect(note.contains(home) && note.contains("temporary index"))
    #expect(notes.all.count == 1)
  }

  @Test("a cache folder that cannot be made (a file in its way) falls back the same way")
  func blockedCacheFallsBack() throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    try folder.write("cache", "a file, not a folder\n")
    let notes = Notes()
    let answer = try index(
      folder, environment: ["XDG_CACHE_HOME": folder.file("cache")], notes: notes
    )
    .search(SearchRequest(text: "background URLSession"))
    #expect(answer.results.first?.skill.id == "transfers")
    #expect(notes.all.first?.contains(folder.file("cache/skillgraph")) == true)
  }

  @Test(
    "an index path that is a device, a FIFO or a folder is refused by name, nothing beside it",
    arguments: ["/dev/null", "fifo", "folder"])
  func specialIndexPathRefused(_ name: String) throws {
    let folder = try IndexFixtures.folder()
    defer { folder.remove() }
    let path = name.hasPrefix("/") ? name : folder.file(name)
    if name == "fifo" { #expect(mkfifo(path, 0o600) == 0) }
    if name == "folder" {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    let index = SearchIndex(folders: [folder.file("content")], indexPath: path)
    #expect {
      try index.search(SearchRequest(text: "setTaskCompleted"))
    } throws: { error in
      (error as? IndexError)?.description.contains(path) == true
    }
    for suffix in ["-journal", "-wal", "-shm"] {
      #expect(!FileManager.default.fileExists(atPath: path + suffix), "\(path + suffix)")
    }
  }
}
