import Foundation
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

  @Test("a search while a file is replaced again and again answers, it never fails")
  func searchWhileFilesChange() async throws {
    let content = try ContentFolder([
      "refresh.md": Self.skill(0),
      "other.md": "# Other\n\nAn unrelated skill.\n\n## Colours\n\nPick a palette.\n",
    ])
    defer { content.remove() }
    let client = try await MCPTestClient.started(["--content", content.path])
    defer { client.stop() }
    let file = content.path + "/refresh.md"
    let stop = Flag()
    // NB: the file is removed and written anew, as an editor or a checkout replaces it: for a
    // moment it is missing, and then its lines are not those the index holds.
    let writer = Task {
      var version = 1
      while !stop.isSet {
        try? FileManager.default.removeItem(atPath: file)
        try? await Task.sleep(nanoseconds: 500_000)
        try? Data(Self.skill(version).utf8).write(to: URL(fileURLWithPath: file))
        try? await Task.sleep(nanoseconds: 10_000_000)
        version += 1
      }
    }
    defer {
      stop.set()
      writer.cancel()
    }
    var failures: [String] = []
    for id in 1...300 {
      let reply = try await client.result(
        id, "search", ["query": "schedule refresh step", "limit": 3])
      if reply.isError { failures.append(reply.text) }
    }
    #expect(failures.isEmpty, "\(failures.count) of 300 failed: \(failures.prefix(3))")
  }
}
