import Foundation
import Testing

/// Questions about an app on another platform than the ones a collection covers: the shipped
/// content is about iOS, Axiom about every Apple platform.
@Suite("scope of other platforms")
struct PlatformScopeTests {
  private func query(_ question: String, content: String = shippedContent, index: String)
    throws -> String?
  {
    let result = skillgraph(
      "query", "--content", content, "--index", index, "--json", "--", question)
    return try result.data()["confidence"] as? String
  }

  @Test(
    "an app on a platform the content does not cover is low, whatever words it shares",
    arguments: [
      "Apple Watch meditation app: my WKExtendedRuntimeSession with the mindfulness type ends "
        + "before the session is over and the timer stops. How do I keep it alive?",
      "Our Android app schedules a periodic background refresh every 15 minutes; how do I make "
        + "the refresh task run reliably?",
    ])
  func otherPlatformIsLow(question: String) throws {
    #expect(try query(question, index: QueryTestIndex.content) == "low")
  }

  @Test(
    "naming the content's own platform beside another keeps a question in scope",
    arguments: [
      "On Android the refresh runs every 15 minutes, but on iOS my BGAppRefreshTask never fires",
      "my iPhone app's BGAppRefreshTask never fires",
    ])
  func ownPlatformBesideAnother(question: String) throws {
    #expect(try query(question, index: QueryTestIndex.content) == "high")
  }

  @Test("a symptom of an app on another platform leads to no tree: exit 2")
  func otherPlatformSymptom() {
    let result = skillgraph(
      "diagnose", "--content", shippedContent, "--index", QueryTestIndex.content, "--json", "--",
      "Mac app (AppKit): when the user closes the last window and switches to another app, our "
        + "app quietly quits in the background after a while, no crash report, and a background "
        + "export thread dies with it.")
    #expect(result.status == 2, "\(result.output)")
    #expect(result.output.contains("no decision tree fits"))
  }

  @Test("a platform named as a person's is not the app's: the description still decides")
  func platformOfAPerson() throws {
    let result = skillgraph(
      "decide", "--content", shippedContent, "--index", QueryTestIndex.content, "--json",
      "--situation",
      "Photo-sharing app: pushes from friends arrive as 'New photo', and we want the visible "
        + "banner to show the sender's name and a thumbnail downloaded from our CDN before it is "
        + "shown. Our Android developer suggests silent pushes instead. What is the intended "
        + "mechanism?")
    #expect(result.status == 0, "\(result.output)")
    let outcome = try #require(try result.data()["outcome"] as? [String: Any])
    #expect((outcome["title"] as? String)?.hasPrefix("UNNotificationServiceExtension") == true)
  }

  @Test("a collection that covers no platform answers for every one: a Linux question stays")
  func platformNeutralCollection() throws {
    let folder = try ContentFolder([
      "commit-hooks.md": """
      ---
      name: commit-hooks
      description: Use when a git pre-commit hook does not run or runs the wrong checks.
      ---

      # Commit Hooks

      A pre-commit hook runs before git records a commit; it must be executable.

      ## Hook does not run

      Make the pre-commit hook executable with chmod +x and check core.hooksPath.

      ## Hook runs the wrong checks

      The pre-commit hook reads its checks from the repository's hook configuration.
      """
    ])
    defer { folder.remove() }
    let confidence = try query(
      "my pre-commit hook does not run on Linux", content: folder.path,
      index: folder.path + ".sqlite")
    #expect(confidence == "high")
  }

  @Test("a collection about watchOS keeps a question about a watch app in scope")
  func coveredPlatform() throws {
    let folder = try ContentFolder([
      "watch-refresh.md": """
      ---
      name: watch-refresh
      description: Use when a watchOS complication or watch app shows stale data: background refresh tasks on watchOS.
      ---

      # watchOS Background Refresh

      On watchOS, WKApplicationRefreshBackgroundTask updates a complication in the background.

      ## Scheduling a refresh on watchOS

      Call scheduleBackgroundRefresh(withPreferredDate:userInfo:) on watchOS; a watch app gets
      about four refreshes an hour while its complication is on the active watch face.

      ## Complication shows stale data on watchOS

      Reload the complication's timeline at the end of each background refresh on watchOS.
      """
    ])
    defer { folder.remove() }
    let confidence = try query(
      "my watchOS complication shows stale data after a background refresh",
      content: folder.path, index: folder.path + ".sqlite")
    #expect(confidence == "high")
  }
}
