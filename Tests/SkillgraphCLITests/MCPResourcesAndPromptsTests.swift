import Foundation
import Testing

/// Skills and entities as resources, decision trees as prompts, and completions for both.
@Suite("skillgraph-mcp offers resources, prompts and completions", .serialized)
struct MCPResourcesAndPromptsTests {
  /// The result of request `id`, `method` with `parameters`, or the test fails.
  static func result(
    _ client: MCPTestClient, _ id: Int, _ method: String, _ parameters: [String: Any]
  ) async throws -> [String: Any] {
    try client.request(id, method, parameters)
    let response = try await client.response(id)
    return try #require(response["result"] as? [String: Any], "\(method): \(response)")
  }

  @Test("initialize announces them; every skill is a resource whose text is what show gives")
  func skillsAreResources() async throws {
    let client = try MCPTestClient(MCPServerTests.shipped)
    defer { client.stop() }
    try client.request(
      0, "initialize",
      [
        "protocolVersion": "2025-11-25", "capabilities": [:] as [String: Any],
        "clientInfo": ["name": "skillgraph-tests", "version": "1"],
      ])
    let capabilities = try #require(
      (try await client.response(0)["result"] as? [String: Any])?["capabilities"] as? [String: Any])
    #expect(capabilities["resources"] != nil && capabilities["prompts"] != nil)
    #expect(capabilities["completions"] != nil)
    try client.send(["jsonrpc": "2.0", "method": "notifications/initialized"])

    let listed = try await Self.result(client, 1, "resources/list", [:])
    let resources = try #require(listed["resources"] as? [[String: Any]])
    #expect(resources.compactMap { $0["name"] as? String }.contains("background-processing"))
    let uri = try #require(
      resources.first { $0["name"] as? String == "background-processing-diag" }?["uri"]
        as? String)
    let read = try await Self.result(client, 2, "resources/read", ["uri": uri])
    let text = try #require((read["contents"] as? [[String: Any]])?.first?["text"] as? String)
    let shown = try skillgraph(
      "show", "background-processing-diag", "--content", shippedContent, "--json"
    ).data()
    #expect(text == shown["markdown"] as? String)

    let templates = try await Self.result(client, 3, "resources/templates/list", [:])
    let template = try #require(
      (templates["resourceTemplates"] as? [[String: Any]])?.first?["uriTemplate"] as? String)
    let section = "background-processing#core-principles"
    let sectionURI = template.replacingOccurrences(
      of: "{id}",
      with: section.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(["-"]))
        ?? "")
    let sectionText = try await Self.result(client, 4, "resources/read", ["uri": sectionURI])
    let sectionMarkdown = (sectionText["contents"] as? [[String: Any]])?.first?["text"] as? String
    #expect(sectionMarkdown?.contains("Core Principles") == true)

    try client.request(5, "resources/read", ["uri": "skillgraph://entity/nope"])
    let missing = try #require(try await client.response(5)["error"] as? [String: Any])
    #expect(missing["code"] as? Int == -32002)
  }

  @Test("each decision tree is a prompt that starts decide; its first question completes")
  func treesArePrompts() async throws {
    let client = try await MCPTestClient.started(MCPServerTests.shipped)
    defer { client.stop() }
    let listed = try await Self.result(client, 1, "prompts/list", [:])
    let prompts = try #require(listed["prompts"] as? [[String: Any]])
    let first = try #require(
      prompts.first { $0["name"] as? String == "background-processing/tree-1" })
    let arguments = try #require(first["arguments"] as? [[String: Any]])
    let question = try #require(arguments.last?["name"] as? String)
    #expect(arguments.first?["name"] as? String == "situation")

    let completed = try await Self.result(
      client, 2, "completion/complete",
      [
        "ref": ["type": "ref/prompt", "name": "background-processing/tree-1"],
        "argument": ["name": question, "value": ""],
      ])
    let values = try #require(
      (completed["completion"] as? [String: Any])?["values"] as? [String])
    #expect(values.count >= 2)

    let got = try await Self.result(
      client, 3, "prompts/get",
      [
        "name": "background-processing/tree-1",
        "arguments": ["situation": "nightly cleanup", question: values[0]],
      ])
    let message = try #require(
      ((got["messages"] as? [[String: Any]])?.first?["content"] as? [String: Any])?["text"]
        as? String)
    #expect(message.contains("`decide`") && message.contains("background-processing/tree-1"))
    #expect(message.contains("nightly cleanup") && message.contains(values[0]))

    let entity = try await Self.result(
      client, 4, "completion/complete",
      [
        "ref": ["type": "ref/resource", "uri": "skillgraph://entity/{id}"],
        "argument": ["name": "id", "value": "background-processing/pat"],
      ])
    let ids = try #require((entity["completion"] as? [String: Any])?["values"] as? [String])
    #expect(!ids.isEmpty && ids.allSatisfy { $0.hasPrefix("background-processing/pat") })
  }
}
