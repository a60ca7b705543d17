import Foundation
import Testing

/// The server advertises `listChanged` for resources and prompts (not for tools, which never
/// change) and tells the client when a skill or a decision tree comes or goes while it runs.
@Suite("skillgraph-mcp list_changed when the content changes", .serialized)
struct MCPListChangedTests {
  static let first = "# Scheduling\n\nHow to schedule work.\n\n## Register\n\nRegister the task.\n"
  static let withTree = """
    # Uploads

    How to upload large files in the background.

    ## Decision Tree

    ```
    How large is the upload?
    ├─ Under a megabyte? → Upload while the app is on screen
    └─ Larger? → Background URLSession upload from a file
    ```

    """

  @Test("initialize advertises listChanged for resources and prompts, not for tools")
  func capabilities() async throws {
    let client = try MCPTestClient(["--content", shippedContent])
    defer { client.stop() }
    try client.request(
      0, "initialize",
      [
        "protocolVersion": "2025-11-25", "capabilities": [:] as [String: Any],
        "clientInfo": ["name": "skillgraph-tests", "version": "1"],
      ])
    let result = try #require(try await client.response(0)["result"] as? [String: Any])
    let capabilities = try #require(result["capabilities"] as? [String: Any])
    #expect((capabilities["resources"] as? [String: Any])?["listChanged"] as? Bool == true)
    #expect((capabilities["prompts"] as? [String: Any])?["listChanged"] as? Bool == true)
    #expect((capabilities["tools"] as? [String: Any])?["listChanged"] as? Bool != true)
  }

  @Test("a skill with a tree added while the server runs: both lists change, and say so")
  func addedSkill() async throws {
    let content = try ContentFolder(["scheduling.md": Self.first])
    defer { content.remove() }
    let client = try await MCPTestClient.started(["--content", content.path])
    defer { client.stop() }
    try client.request(1, "resources/list", [:])
    let before = try #require(
      (await client.response(1)["result"] as? [String: Any])?["resources"] as? [[String: Any]])
    #expect(before.map { $0["name"] as? String } == ["scheduling"])
    try client.request(2, "prompts/list", [:])
    let treesBefore = try #require(
      (await client.response(2)["result"] as? [String: Any])?["prompts"] as? [[String: Any]])
    #expect(treesBefore.isEmpty)

    try Data(Self.withTree.utf8).write(
      to: URL(fileURLWithPath: content.path + "/uploads.md"))
    // NB: a guard against a hang, not a measure: the server looks at the folders every few
    // seconds.
    let methods = ["notifications/resources/list_changed", "notifications/prompts/list_changed"]
    let notifications: @Sendable ([String]) -> Set<String> = { lines in
      Set(methods.filter { method in lines.contains { $0.contains("\"method\":\"\(method)\"") } })
    }
    let notified = notifications(
      await client.lines(seconds: 60) { notifications($0).count == methods.count })
    #expect(notified.contains("notifications/resources/list_changed"))
    #expect(notified.contains("notifications/prompts/list_changed"))

    try client.request(3, "resources/list", [:])
    let after = try #require(
      (await client.response(3)["result"] as? [String: Any])?["resources"] as? [[String: Any]])
    #expect(Set(after.compactMap { $0["name"] as? String }) == ["scheduling", "uploads"])
    try client.request(4, "prompts/list", [:])
    let treesAfter = try #require(
      (await client.response(4)["result"] as? [String: Any])?["prompts"] as? [[String: Any]])
    #expect(treesAfter.count == 1)
  }
}
