import Testing

/// Symptoms told in a developer's words: a denial an option makes too, MetricKit's exit counts,
/// and jetsam's words for a memory kill.
extension DescriptionReadingTests {
  @Test("jetsam and jettisoned name a memory kill: the tree of apps killed in the background")
  func jetsamNamesAMemoryKill() throws {
    let result = diagnose(
      "offline maps app, we memory-map huge tile files. In the background we get jettisoned a "
        + "lot; the jetsam report says fc-thrashing. Our fault or the system's?")
    let data = try answered(result)
    #expect(treeID(data) == "background-processing-diag/tree-6", "\(result.output)")
  }

  @Test("a description that denies what an option denies names that option")
  func sharedDenialNamesTheOption() throws {
    // NB: "no crash reports" is the option's own "No crash report"; the words that follow a
    // negation are otherwise dropped, so only "starts over" named it, which is not enough.
    let result = diagnose(
      "Customers tell us that after answering a phone call the app starts over at the login "
        + "screen and the draft they typed is lost. There are no crash reports in the Xcode "
        + "Organizer.")
    let data = try answered(result)
    #expect(treeID(data) == "background-processing-diag/tree-6", "\(result.output.prefix(400))")
    #expect(answerIDs(data) == ["no-crash-report-the-app-just-restarts-from-scratch"])
  }

  @Test("MetricKit's count of background task timeouts names the killed app's tree and the fix")
  func backgroundTaskTimeoutExitsNameTheKilledAppTree() throws {
    let words =
      "MetricKit's backgroundExitData shows cumulativeBackgroundTaskAssertionTimeoutExitCount as "
      + "our top background exit reason"
    let result = diagnose(words)
    #expect(result.status == 0, "\(result.output)")
    #expect(treeID(try result.data()) == "background-processing-diag/tree-6")
    let search = skillgraph(
      "query", "--content", shippedContent, "--index", QueryTestIndex.content, "--json", "--",
      words)
    let found = try search.data()
    #expect(found["confidence"] as? String == "high", "\(search.output.prefix(400))")
    let first = try #require((found["results"] as? [[String: Any]])?.first)
    #expect((first["text"] as? String)?.contains("endBackgroundTask(_:)") == true)
  }
}
