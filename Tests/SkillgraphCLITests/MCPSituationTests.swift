import Testing

/// The MCP `decide` tool reads a situation as `decide --situation` does: each option of the main
/// tree's first question is reached from a description of it, in one call.
@Suite("skillgraph-mcp decide with a situation", .serialized)
struct MCPSituationTests {
  @Test(
    "a description of each first answer settles it",
    arguments: [
      (
        "user taps Export and the job must finish, app supports iOS 26",
        "finish-something-the-user-explicitly-started"
      ),
      ("keep the news content fresh throughout the day", "keep-content-fresh-throughout-the-day"),
      (
        "nightly database cleanup and backups",
        "deferrable-maintenance-database-cleanup-backups-ml-training"
      ),
      ("large download of video episodes", "large-download-or-upload"),
      (
        "the server has new data and must tell the app",
        "triggered-by-a-change-of-data-on-the-server"
      ),
      (
        "short critical work when the app moves to the background, 10 seconds",
        "short-critical-work-at-the-moment-the-app-moves"
      ),
      (
        "a podcast player that plays audio with the audio background mode",
        "another-background-mode"
      ),
    ])
  func firstAnswer(situation: String, option: String) throws {
    let client = try MCPTestClient.started(MCPServerTests.shipped)
    defer { client.shutdown() }
    let reply = try client.result(1, "decide", ["situation": situation])
    let data = try #require(reply.structured, "\(reply.text.prefix(300))")
    let step = try #require((data["path"] as? [[String: Any]])?.first)
    #expect((step["answer"] as? [String: Any])?["id"] as? String == option)
    #expect(step["settledBy"] as? String == "situation")
    #expect(!((step["words"] as? [String]) ?? []).isEmpty)
  }
}
