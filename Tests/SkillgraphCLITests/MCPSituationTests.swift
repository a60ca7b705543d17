import Testing

/// The MCP `decide` tool reads a situation as `decide --situation` does: each option of the main
/// tree's first question is reached from a description of it, in one call.
@Suite("skillgraph-mcp decide with a situation", .serialized)
struct MCPSituationTests {
  /// A description of each first answer, and the option it names.
  static let situations: [(situation: String, option: String)] = [
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
  ]

  // NB: one server answers them all (the suite runs its tests one after another, and a server
  // started for each cost a debug build most of a second).
  @Test("a description of each first answer settles it")
  func firstAnswer() async throws {
    let client = try await MCPTestClient.started(MCPServerTests.shipped)
    defer { client.stop() }
    for (place, (situation, option)) in Self.situations.enumerated() {
      let reply = try await client.result(place + 1, "decide", ["situation": situation])
      let data = try #require(reply.structured, "\(situation): \(reply.text.prefix(300))")
      let step = try #require((data["path"] as? [[String: Any]])?.first, "\(situation)")
      #expect((step["answer"] as? [String: Any])?["id"] as? String == option, "\(situation)")
      #expect(step["settledBy"] as? String == "situation", "\(situation)")
      #expect(!((step["words"] as? [String]) ?? []).isEmpty, "\(situation)")
    }
  }

  @Test("an outcome keeps the alternatives of its last question; allAlternatives gives them all")
  func leanAlternatives() async throws {
    let answers = [
      "what-does-the-app-need-to-do-while-it-is-not-on-screen": "large-download-or-upload",
      "large-download-or-upload": "upload-photos-video-backups",
    ]
    let client = try await MCPTestClient.started(MCPServerTests.shipped)
    defer { client.stop() }
    let lean = try #require(try await client.result(1, "decide", ["answers": answers]).structured)
    let whole = try #require(
      try await client.result(2, "decide", ["answers": answers, "allAlternatives": true]).structured
    )
    let kept = try #require(
      (lean["outcome"] as? [String: Any])?["alternatives"] as? [[String: Any]])
    let all = try #require(
      (whole["outcome"] as? [String: Any])?["alternatives"] as? [[String: Any]])
    let conditions = kept.compactMap { $0["if"] as? String }
    #expect(
      !conditions.isEmpty && conditions.allSatisfy { $0.hasPrefix("large-download-or-upload=") })
    let nearest = all.compactMap { $0["if"] as? String }.filter {
      $0.hasPrefix("large-download-or-upload=")
    }
    #expect(conditions == nearest)
    let leftOut = (lean["outcome"] as? [String: Any])?["alternativesLeftOut"] as? Int
    #expect(leftOut == all.count - kept.count && leftOut ?? 0 > 0)
    #expect((whole["outcome"] as? [String: Any])?["alternativesLeftOut"] == nil)
  }
}
