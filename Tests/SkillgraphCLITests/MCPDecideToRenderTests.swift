import Foundation
import Testing

/// From a situation in words to rendered code in two MCP calls: `decide` names the outcome's
/// template with every variable's rules, so `render` needs no look-up in between.
@Suite("skillgraph-mcp decide, then render", .serialized)
struct MCPDecideToRenderTests {
  @Test("an outcome gives its template's variables with type, default and bounds")
  func outcomeGivesTemplateVariables() async throws {
    let client = try await MCPTestClient.started(MCPServerTests.shipped)
    defer { client.stop() }
    let decided = try await client.result(
      1, "decide", ["situation": "nightly database cleanup while the phone is charging"])
    let data = try #require(decided.structured, "\(decided.text.prefix(300))")
    #expect(data["status"] as? String == "outcome")
    let outcome = try #require(data["outcome"] as? [String: Any])
    let template = try #require(data["template"] as? [String: Any])
    #expect(template["id"] as? String == outcome["template"] as? String)
    let variables = try #require(template["variables"] as? [[String: Any]])
    let byName = Dictionary(
      uniqueKeysWithValues: variables.map { ($0["name"] as? String ?? "", $0) })
    #expect(byName["bundleID"]?["type"] as? String == "reverseDNS")
    #expect(byName["batchSize"]?["min"] as? String == "1")
    #expect(byName["minimumInterval"]?["default"] as? String == "1d")
    #expect(variables.allSatisfy { $0["type"] is String })

    let rendered = try await client.result(
      2, "render",
      [
        "template": try #require(template["id"] as? String),
        "variables": ["bundleID": "com.acme.cleanup"],
      ])
    #expect(!rendered.isError, "\(rendered.text.prefix(300))")
    #expect(rendered.text.contains("com.acme.cleanup.maintenance"))
  }

  @Test("a question, and an outcome rendered with templateVariables, name no template to render")
  func noTemplateWithoutAnOutcomeToRender() async throws {
    let client = try await MCPTestClient.started(MCPServerTests.shipped)
    defer { client.stop() }
    let asked = try await client.result(1, "decide", [:])
    #expect(asked.structured?["status"] as? String == "question")
    #expect(asked.structured?["template"] == nil)
    let rendered = try await client.result(
      2, "decide",
      [
        "situation": "nightly database cleanup while the phone is charging",
        "templateVariables": ["bundleID": "com.acme.cleanup"],
      ])
    #expect(rendered.structured?["rendered"] != nil, "\(rendered.text.prefix(300))")
    #expect(rendered.structured?["template"] == nil)
  }
}
