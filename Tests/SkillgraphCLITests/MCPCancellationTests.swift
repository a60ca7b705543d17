import Foundation
import Testing

/// `notifications/cancelled` and IDs beyond `Int`, over pipes to the built `skillgraph-mcp`.
@Suite("skillgraph-mcp honours cancellation and carries every integer ID", .serialized)
struct MCPCancellationTests {
  @Test("a cancelled search gets no answer, and the server goes on serving")
  func cancelledSearchIsNotAnswered() async throws {
    // NB: 400 skills take the first search well over a second to index in a debug build, so
    // the cancellation arrives while the search is still working.
    let content = try ContentFolder(["skill-0.md": "# Skill 0\n\nword0\n"])
    defer { content.remove() }
    for index in 1..<400 {
      let words = (0..<400).map { "word\(($0 * 7 + index) % 997)" }.joined(separator: " ")
      let text = "# Skill \(index)\n\n## Refresh \(index)\n\n\(words)\n"
      try Data(text.utf8).write(to: URL(fileURLWithPath: content.path + "/skill-\(index).md"))
    }
    let client = try await MCPTestClient.started(["--content", content.path])
    try client.call(1, "search", ["query": "word42 refresh"])
    try client.send([
      "jsonrpc": "2.0", "method": "notifications/cancelled",
      "params": ["requestId": 1, "reason": "the user moved on"],
    ])
    try client.request(2, "ping")
    _ = try await client.response(2)
    try client.call(3, "search", ["query": "word43 refresh"])
    let after = try ToolReply(try await client.response(3))
    #expect(!after.isError)
    let (status, lines) = await client.shutdown()
    #expect(status == 0)
    #expect(client.received["1"] == nil, "\(lines.map { $0.prefix(200) })")
  }

  @Test("an integer ID beyond 64 bits comes back exactly as it was written")
  func wideIntegerID() async throws {
    let client = try await MCPTestClient.started(MCPServerTests.shipped)
    let wide = "18446744073709551616"
    client.send(#"{"jsonrpc":"2.0","id":\#(wide),"method":"ping"}"#)
    client.send(#"{"jsonrpc":"2.0","id":-\#(wide)0,"method":"tools/call","params":{}}"#)
    try client.request(2, "ping")
    _ = try await client.response(2)
    let (status, lines) = await client.shutdown()
    #expect(status == 0)
    #expect(lines.contains { $0.contains(#""id":\#(wide)"#) && $0.contains(#""result""#) })
    #expect(
      lines.contains { $0.contains(#""id":-\#(wide)0"#) && $0.contains(#""error""#) },
      "\(lines.map { $0.prefix(200) })")
  }
}
