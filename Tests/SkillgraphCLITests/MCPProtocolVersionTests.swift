import Testing

/// Each protocol version a client may ask for: what `initialize` settles, and that the tools,
/// resources and prompts answer under it.
@Suite("skillgraph-mcp under each protocol version", .serialized)
struct MCPProtocolVersionTests {
  /// A version asked for, and the one the server must answer with.
  static let versions: [(asked: String, answered: String)] = [
    ("2025-11-25", "2025-11-25"), ("2025-06-18", "2025-06-18"), ("2025-03-26", "2025-03-26"),
    ("2024-11-05", "2024-11-05"), ("2099-01-01", "2025-11-25"), ("2024-01-01", "2025-11-25"),
  ]

  @Test(
    "initialize settles the version; a tool call, a resource and a prompt answer under it",
    arguments: versions)
  func version(_ version: (asked: String, answered: String)) async throws {
    let client = try MCPTestClient(MCPServerTests.shipped)
    defer { client.stop() }
    try client.request(
      0, "initialize",
      [
        "protocolVersion": version.asked, "capabilities": [:] as [String: Any],
        "clientInfo": ["name": "skillgraph-tests", "version": "1"],
      ])
    let result = try #require(try await client.response(0)["result"] as? [String: Any])
    #expect(result["protocolVersion"] as? String == version.answered, "asked \(version.asked)")
    try client.send(["jsonrpc": "2.0", "method": "notifications/initialized"])

    // NB: structured output and tool titles came with 2025-06-18, tool annotations with
    // 2025-03-26: a client of an earlier revision gets the answer as text alone.
    let structured = version.answered >= "2025-06-18"
    try client.call(1, "search", ["query": "task never runs", "limit": 1])
    let search = try ToolReply(try await client.response(1))
    #expect(!search.isError && (search.structured != nil) == structured, "\(version.answered)")
    #expect(try search.textJSON()["results"] is [Any])
    try client.request(4, "tools/list")
    let listed = try #require(try await client.response(4)["result"] as? [String: Any])
    let tools = try #require(listed["tools"] as? [[String: Any]])
    #expect(!tools.isEmpty)
    for tool in tools {
      #expect((tool["outputSchema"] != nil) == structured, "\(version.answered)")
      #expect((tool["title"] != nil) == structured, "\(version.answered)")
      #expect((tool["annotations"] != nil) == (version.answered >= "2025-03-26"))
      #expect(tool["inputSchema"] is [String: Any])
    }
    try client.request(2, "resources/list")
    #expect((try await client.response(2)["result"] as? [String: Any])?["resources"] is [Any])
    try client.request(3, "prompts/list")
    #expect((try await client.response(3)["result"] as? [String: Any])?["prompts"] is [Any])
  }
}
