import Testing

/// Tool results that name entities link them as `resource_link` content, few of them, each a
/// resource the server reads.
@Suite("skillgraph-mcp resource links in tool results", .serialized)
struct MCPResourceLinkTests {
  /// The `resource_link` items of the result of request `id`.
  static func links(_ response: [String: Any]) throws -> [[String: Any]] {
    let result = try #require(response["result"] as? [String: Any])
    let content = try #require(result["content"] as? [[String: Any]])
    #expect(content.first?["type"] as? String == "text")
    return content.filter { $0["type"] as? String == "resource_link" }
  }

  @Test("a search links its first results, and each link reads as that entity")
  func searchLinks() async throws {
    let client = try await MCPTestClient.started(MCPServerTests.shipped, version: "2025-11-25")
    defer { client.stop() }
    try client.call(1, "search", ["query": "BGAppRefreshTask never runs", "limit": 5])
    let response = try await client.response(1)
    let reply = try ToolReply(response)
    let results = try #require(reply.structured?["results"] as? [[String: Any]])
    let links = try Self.links(response)
    #expect(links.count == min(2, results.count))
    #expect(links.map { $0["name"] as? String } == results.prefix(2).map { $0["id"] as? String })
    for (number, link) in links.enumerated() {
      let uri = try #require(link["uri"] as? String)
      #expect(uri.hasPrefix("skillgraph://entity/"))
      #expect(link["mimeType"] as? String == "text/markdown")
      try client.request(10 + number, "resources/read", ["uri": uri])
      let read = try #require(await client.response(10 + number)["result"] as? [String: Any])
      let contents = try #require(read["contents"] as? [[String: Any]])
      let text = contents.first?["text"] as? String ?? ""
      #expect(text.count > 0, "\(uri)")
    }
  }

  @Test("read links the entity it answered; an error result links nothing")
  func readLinks() async throws {
    let client = try await MCPTestClient.started(MCPServerTests.shipped, version: "2025-11-25")
    defer { client.stop() }
    try client.call(1, "read", ["id": "background-processing/pattern-1"])
    let links = try Self.links(await client.response(1))
    #expect(links.map { $0["name"] as? String } == ["background-processing/pattern-1"])
    try client.call(2, "read", ["id": "no-such-entity"])
    #expect(try Self.links(await client.response(2)).isEmpty)
  }

  @Test(
    "a client of a version before resource links gets none",
    arguments: ["2025-03-26", "2024-11-05"])
  func noLinksBeforeTheirVersion(version: String) async throws {
    let client = try await MCPTestClient.started(MCPServerTests.shipped, version: version)
    defer { client.stop() }
    try client.call(1, "search", ["query": "BGAppRefreshTask never runs"])
    let response = try await client.response(1)
    #expect(try ToolReply(response).textJSON()["results"] != nil)
    #expect(try Self.links(response).isEmpty)
  }
}
