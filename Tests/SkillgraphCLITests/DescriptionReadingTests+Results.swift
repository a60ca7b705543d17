import Testing

/// A description's words and the search's first result, read together: a result that several
/// options lead to still chooses among the options the words name; and a pasted code outweighs
/// the other words of the report it sits in, and answers the checks on the way to it.
extension DescriptionReadingTests {
  func answerIDs(_ data: [String: Any]) -> [String] {
    path(data).compactMap { ($0["answer"] as? [String: Any])?["id"] as? String }
  }

  @Test("a result several options lead to chooses the one the description names")
  func resultOfSeveralOptionsChoosesTheNamedOne() throws {
    // NB: the transfers' pattern lies below downloads and uploads alike; "offline map downloads"
    // names plain downloads clearly, and offline video (HLS) by one common word.
    let result = decide(
      "Our hiking app keeps a background URLSession for offline map downloads. What do I "
        + "implement so they complete while the app is suspended?")
    let data = try answered(result)
    #expect(data["status"] as? String == "outcome", "\(result.output)")
    #expect(answerIDs(data) == ["large-download-or-upload", "download-episodes-maps-video"])
    let title = (data["outcome"] as? [String: Any])?["title"] as? String ?? ""
    #expect(title.hasPrefix("Background URLSession download task"), "\(title)")
  }

  @Test("a word the question asks about, held by several options, is read against the result")
  func askedWordReadAgainstTheResult() throws {
    // NB: "downloads" is a word of "Large download or upload?" that two options hold (plain and
    // automatic downloads): it settles neither alone; the transfers' pattern, which the search
    // finds first, lies below plain downloads and uploads: together they name one option.
    let result = decide(
      "How does iOS wake my UIKit app when its background downloads finish while it is suspended?")
    let data = try answered(result)
    #expect(data["status"] as? String == "outcome", "\(result.output)")
    #expect(answerIDs(data) == ["large-download-or-upload", "download-episodes-maps-video"])
    #expect(path(data).last?["words"] as? [String] == ["downloads"])
  }

  @Test("among options named clearly and by one common word, the result takes the clear one")
  func resultTakesTheClearlyNamedOption() throws {
    // NB: "for example" is a common word of "Finish something ... (for example a button tap)";
    // "background refresh" names "Keep content fresh" clearly, and the first result, the
    // SwiftUI modifier's pattern, lies below both that option and the transfers.
    let result = decide(
      "A pure SwiftUI App for recipes, minimum iOS 17, for example with a daily pick: how do I "
        + "set up a background refresh of the recipes?")
    let data = try answered(result)
    #expect(data["status"] as? String == "outcome", "\(result.output)")
    #expect(answerIDs(data).first == "keep-content-fresh-throughout-the-day")
  }

  @Test("a pasted code outweighs the other words of its report")
  func codeOutweighsTheReport() throws {
    let result = decide(
      "Exception Type: EXC_CRASH (SIGKILL) Termination Reason: RUNNINGBOARD 0xdead10cc, our "
        + "Core Data store sits in the shared App Group container")
    let data = try answered(result)
    let step = try #require(path(data).first)
    #expect(
      (step["answer"] as? [String: Any])?["id"] as? String == "termination-reason-0xdead10cc",
      "\(path(data))")
    #expect(step["words"] as? [String] == ["0xdead10cc"])
  }

  @Test("a result several options lead to settles nothing when the words name several clearly")
  func resultOfSeveralOptionsAmongClearNames() throws {
    // NB: the codes' section is linked from the SIGKILL option and the thermal one; with no
    // code pasted, "SIGKILL" and "thermal" both name their options clearly.
    let result = decide(
      "Exception Type: EXC_CRASH (SIGKILL), and the phone was hot: thermal state serious")
    let data = try answered(result)
    #expect(data["status"] as? String == "question", "\(result.output)")
  }

  @Test("a pasted error code answers the checks on the way to the question of codes")
  func codeAnswersTheChecksBeforeIt() throws {
    let result = diagnose(
      "submit() fails with BGTaskSchedulerErrorDomain Code=2 after we queue one request per album")
    let data = try answered(result)
    #expect(data["status"] as? String == "outcome", "\(result.output)")
    let steps = path(data)
    #expect(
      steps.first.map { ($0["question"] as? [String: Any])?["id"] as? String }
        == "testing-in-the-simulator")
    #expect(steps.allSatisfy { $0["settledBy"] as? String == "situation" })
    #expect(answerIDs(data).last == "code-2-toomanypendingtaskrequests")
    #expect(answerIDs(data).prefix(5) == ["no", "yes", "yes", "yes", "yes"])
    #expect(steps.allSatisfy { $0["words"] as? [String] == ["code=2"] }, "\(steps)")
  }

  @Test("a bare number, or a check the words name both ways, answers no check on the way")
  func bareNumberAnswersNoCheck() throws {
    for words in [
      "Our 2 processing tasks never run, and submit() throws now and then",
      "Testing in the Simulator, and submit() throws BGTaskSchedulerErrorDomain Code=3",
    ] {
      let result = diagnose(words)
      let data = try answered(result)
      #expect(data["status"] as? String == "question", "\(words)")
      #expect(
        (data["question"] as? [String: Any])?["id"] as? String == "testing-in-the-simulator",
        "\(words)")
    }
  }
}

/// The search's first result and the words that mention the option it leads to, read together
/// against the option the words alone chose.
extension DescriptionReadingTests {
  @Test("the result and a mention below its option overrule two words for another option")
  func resultAndMentionBelowOverruleTheWords() throws {
    // NB: "the moment ... switches apps" names short work at the move to the background by two
    // words; the audio pattern, found first, lies below "Another background mode", whose audio
    // option "keep playing" mentions.
    let result = decide(
      "Audiobook app: narration stops the moment the user switches apps. It should keep playing "
        + "like Spotify does.")
    let data = try answered(result)
    #expect(data["status"] as? String == "outcome", "\(result.output)")
    #expect(answerIDs(data) == ["another-background-mode", "play-audio-or-record-it"])
    #expect(path(data).first?["words"] as? [String] == ["keep playing", "playing"])
  }

  @Test("the result and a mention of its option overrule an option named clearly")
  func resultAndMentionOverruleAClearName() throws {
    // NB: "screen locked" names the Lock Screen's Live Activity clearly; "recording" mentions
    // the audio option, below which lies the audio pattern the search finds first.
    let result = decide(
      "Meeting recorder: recording must go on for an hour with the screen locked. What do I set "
        + "up?")
    let data = try answered(result)
    #expect(data["status"] as? String == "outcome", "\(result.output)")
    #expect(answerIDs(data) == ["another-background-mode", "play-audio-or-record-it"])
  }

  @Test("a version named below an option does not agree with the result")
  func versionBelowAnOptionIsNoMention() throws {
    // NB: "iOS 16+" is an option of a version question below "Keep content fresh", under which
    // the SwiftUI pattern the search finds first lies too; the description is about downloads.
    let result = decide(
      "SwiftUI app, iOS 16+, no app delegate. We already use a background URLSession for "
        + "downloads; how do I handle the system waking us when they complete?")
    let data = try answered(result)
    #expect(answerIDs(data).isEmpty, "\(path(data))")
    #expect(
      (data["question"] as? [String: Any])?["id"] as? String
        == "what-does-the-app-need-to-do-while-it-is-not-on-screen")
  }

  @Test("when the search doubts the words, the result chooses an option they mention")
  func doubtedResultChoosesAMentionedOption() throws {
    // NB: the scope rule doubts "insulin pump ... reading" (confidence low); the CoreBluetooth
    // pattern comes first, and "BLE" mentions its option below "Another background mode".
    let words =
      "Insulin pump companion: the BLE sensor sends a reading every few minutes and the app has "
      + "to receive it while in the background."
    let search = skillgraph(
      arguments: [
        "query", "--content", shippedContent, "--index", QueryTestIndex.content, "--json", words,
      ])
    #expect(try search.data()["confidence"] as? String == "low", "\(search.output.prefix(300))")
    let result = decide(
      words, "--tree", "background-processing/tree-1")
    let data = try answered(result)
    #expect(data["status"] as? String == "outcome", "\(result.output)")
    #expect(answerIDs(data) == ["another-background-mode", "talk-to-a-bluetooth-le-accessory"])
    #expect(path(data).last?["words"] as? [String] == ["ble"])
  }

  @Test("a CloudKit sync from another device leads to the background push, with its setting")
  func cloudKitChangesLeadToTheBackgroundPush() throws {
    let result = decide(
      "Notes app synced through CloudKit: when a note changes on the user's Mac, the iPhone "
        + "should fetch the changed records in the background, with no alert shown.")
    let data = try answered(result)
    #expect(data["status"] as? String == "outcome", "\(result.output)")
    #expect(answerIDs(data) == ["triggered-by-a-change-of-data-on-the-server"])
    #expect(result.output.contains("shouldSendContentAvailable"), "\(result.output)")
  }

  @Test("a memory exit settles the killed app's tree, whose section the search finds first")
  func memoryExitLeadsToTheKilledAppTree() throws {
    // NB: "from Xcode" names the title of the tree on builds that only work in development; the
    // memory exit settles a question of the killed app's tree, and its section comes first.
    let result = diagnose(
      "Sync app: when people come back from Safari after a while, our app is gone (full cold "
        + "launch). Running from Xcode I once saw 'Terminated due to memory issue' while it sat "
        + "in the background.")
    let data = try answered(result)
    #expect(
      treeID(data) == "background-processing-diag/tree-6",
      "\(result.output.prefix(400))")
    #expect(answerIDs(data) == ["no-crash-report-the-app-just-restarts-from-scratch"])
  }

  @Test("MetricKit's count of memory exits names the killed app's tree")
  func metricKitMemoryExitsNameTheKilledAppTree() throws {
    let result = diagnose(
      "MetricKit daily payload: backgroundExitData.cumulativeMemoryResourceLimitExitCount keeps "
        + "growing, 40-60 a day, while foreground exits are fine. It's a map app that keeps tile "
        + "caches around.")
    let data = try answered(result)
    #expect(
      treeID(data) == "background-processing-diag/tree-6",
      "\(result.output.prefix(400))")
  }

  @Test("a trusted first result chooses an option the words mention when they share no other word")
  func trustedResultChoosesAMentionedOption() throws {
    // NB: nothing of what the silent push pattern is for ("the server knows new data exists")
    // is in the words; "the change" mentions "Triggered by a change of data on the server?".
    let result = decide(
      "Notes app synced through the CloudKit private database: when I edit a note on my iPad, "
        + "the iPhone should pull the change quietly in the background, without any "
        + "notification.")
    let data = try answered(result)
    let step = try #require(path(data).first, "\(result.output.prefix(400))")
    #expect(answerIDs(data).first == "triggered-by-a-change-of-data-on-the-server")
    #expect(step["words"] as? [String] == ["change"])
    #expect(data["status"] as? String == "outcome")
  }
}
