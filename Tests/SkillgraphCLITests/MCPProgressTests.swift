import Foundation
import SkillgraphTestSupport
import Testing

/// A request that carries `_meta.progressToken` and waits for the search index to be built gets
/// `notifications/progress` while it builds, and none once the index is current.
@Suite("skillgraph-mcp progress notifications for a first index", .serialized)
struct MCPProgressTests {
  /// A folder of `count` small skills, enough that building their index takes a while.
  static func collection(_ count: Int) throws -> ContentFolder {
    let content = try ContentFolder(["README.txt": "Skills for the progress test.\n"])
    for number in 1...count {
      let text =
        "# Skill \(number)\n\nHow to schedule background work, case \(number).\n\n"
        + (1...8).map {
          "## Step \($0)\n\nRegister the task, then submit it (\(number).\($0)).\n\n"
        }
        .joined()
      try Data(text.utf8).write(to: URL(fileURLWithPath: content.path + "/skill-\(number).md"))
    }
    return content
  }

  @Test("a search sent at start gets increasing progress with its token before its answer")
  func progressWhileTheIndexBuilds() async throws {
    let content = try Self.collection(400)
    defer { content.remove() }
    let index = TestRunFolder.url
      .appendingPathComponent("skillgraph-progress-\(UUID().uuidString).sqlite").path
    defer {
      for suffix in ["", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: index + suffix)
      }
    }
    let client = try MCPTestClient(["--content", content.path, "--index", index])
    defer { client.stop() }
    // NB: the search follows `initialize` at once, while the index that the server starts
    // building at launch is still being built.
    try client.request(
      0, "initialize",
      [
        "protocolVersion": "2025-11-25", "capabilities": [:] as [String: Any],
        "clientInfo": ["name": "skillgraph-tests", "version": "1"],
      ])
    try client.send(["jsonrpc": "2.0", "method": "notifications/initialized"])
    try client.request(
      1, "tools/call",
      [
        "name": "search", "arguments": ["query": "register the task"],
        "_meta": ["progressToken": "first-index"],
      ])
    let answer = try ToolReply(await client.response(1))
    #expect(!answer.isError, "\(answer.text.prefix(300))")
    let lines = client.linesSoFar
    let answerLine = try #require(
      lines.firstIndex { $0.contains("\"id\":1,") || $0.contains("\"id\":1}") })
    let notes = try lines.enumerated().filter { $0.element.contains("notifications/progress") }
      .map { entry -> (position: Int, parameters: [String: Any]) in
        let message = try #require(
          try JSONSerialization.jsonObject(with: Data(entry.element.utf8)) as? [String: Any])
        return (entry.offset, try #require(message["params"] as? [String: Any]))
      }
    try #require(!notes.isEmpty, "no progress notification among \(lines.count) lines")
    #expect(notes.allSatisfy { $0.position < answerLine })
    #expect(notes.allSatisfy { $0.parameters["progressToken"] as? String == "first-index" })
    let progress = notes.compactMap { ($0.parameters["progress"] as? NSNumber)?.doubleValue }
    #expect(progress.count == notes.count)
    #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 < $1 }, "\(progress)")
    for note in notes {
      let total = try #require((note.parameters["total"] as? NSNumber)?.doubleValue)
      #expect(total >= 400)
      #expect(((note.parameters["progress"] as? NSNumber)?.doubleValue ?? 0) <= total)
      #expect((note.parameters["message"] as? String)?.contains("of") == true)
    }

    // Once the index is current, a request with a token gets its answer and nothing else.
    let before = client.linesSoFar.count
    try client.request(
      2, "tools/call",
      [
        "name": "search", "arguments": ["query": "submit it"],
        "_meta": ["progressToken": "current-index"],
      ])
    _ = try await client.response(2)
    let after = client.linesSoFar.dropFirst(before)
    #expect(!after.contains { $0.contains("notifications/progress") })
  }
}
