import Foundation
import Skillgraph
import Testing

@Suite("skillgraph-mcp searches a collection whose files change meanwhile", .serialized)
struct MCPChangingFilesTests {
  /// A skill whose sections are read from its file when a search returns them.
  static func skill(_ version: Int) -> String {
    "# Refresh\n\nA skill about background refresh, version \(version).\n\n"
      + (1...12).map {
        "## Step \($0)\n\nSchedule BGAppRefreshTask early, step \($0) of version \(version).\n\n"
      }.joined()
  }

  /// How many times the file is replaced while one search runs: one time fewer than a search
  /// is tried, so that however the replacements fall, one attempt meets none of them.
  static let replacementsPerSearch = SearchIndex.attemptsWhileChanging - 1

  @Test("a search while a file is replaced fewer times than a search is tried always answers")
  func searchWhileFilesChange() async throws {
    let content = try ContentFolder([
      "refresh.md": Self.skill(0),
      "other.md": "# Other\n\nAn unrelated skill.\n\n## Colours\n\nPick a palette.\n",
    ])
    defer { content.remove() }
    let client = try await MCPTestClient.started(["--content", content.path])
    defer { client.stop() }
    let file = URL(fileURLWithPath: content.path + "/refresh.md")
    var version = 1
    var failures: [String] = []
    let searches = 60
    for id in 1...searches {
      try client.call(id, "search", ["query": "schedule refresh step", "limit": 3])
      // NB: the file is removed and written anew, as an editor or a checkout replaces it: for a
      // moment it is missing, and then its lines are not those the index holds. The pauses
      // spread the replacements over the search, and the file stays missing long enough for
      // some searches to find it gone between the index's refresh and the reading of a
      // result's text (one search in four to ten answered with an error when a search was not
      // tried again). At most `replacementsPerSearch` fall within one search: the next search
      // is asked only once this one has answered.
      for _ in 0..<Self.replacementsPerSearch {
        try await Task.sleep(nanoseconds: UInt64.random(in: 0...3_000_000))
        try FileManager.default.removeItem(at: file)
        try await Task.sleep(nanoseconds: 4_000_000)
        try Data(Self.skill(version).utf8).write(to: file)
        version += 1
      }
      let reply = try ToolReply(await client.response(id))
      if reply.isError { failures.append(reply.text) }
    }
    #expect(failures.isEmpty, "\(failures.count) of \(searches) failed: \(failures.prefix(3))")
  }
}
