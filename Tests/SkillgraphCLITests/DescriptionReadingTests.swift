import Foundation
import Testing

/// `diagnose` and `decide` read a description in words: the tree it names, each question it
/// settles (shown with its words), and nothing settled when the words are ambiguous or denied.
@Suite("descriptions in words")
struct DescriptionReadingTests {
  func diagnose(_ words: String) -> CLIResult {
    skillgraph(
      "diagnose", "--content", shippedContent, "--index", QueryTestIndex.content, "--json", "--",
      words)
  }

  func decide(_ situation: String, _ more: String...) -> CLIResult {
    skillgraph(
      arguments: [
        "decide", "--content", shippedContent, "--index", QueryTestIndex.content, "--json",
        "--situation", situation,
      ] + more)
  }

  func path(_ data: [String: Any]) -> [[String: Any]] {
    data["path"] as? [[String: Any]] ?? []
  }

  /// The data of a reply that answered (exit 0); the output when it did not.
  func answered(
    _ result: CLIResult, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String: Any] {
    #expect(result.status == 0, "\(result.output)", sourceLocation: sourceLocation)
    return try result.data()
  }

  func treeID(_ data: [String: Any]) -> String? {
    (data["tree"] as? [String: Any])?["id"] as? String
  }

  @Test("a synonym of the symptom's words opens its tree: “never fires” is “never runs”")
  func synonymOfTheSymptom() throws {
    let result = diagnose("my BGAppRefreshTask never fires")
    let data = try answered(result)
    #expect(
      treeID(data) == "background-processing-diag/tree-1")
    let situation = try #require(data["situation"] as? [String: Any])
    #expect(situation["treeWords"] as? [String] == ["never fires"])
  }

  @Test("a pasted termination code answers the question that asks for it, with its words")
  func pastedCode() throws {
    // NB: the line as a crash report prints it: "Code" labels the value, and is not the "code"
    // of "Only EXC_CRASH (SIGKILL) read so far, no code yet?".
    for line in [
      "RUNNINGBOARD 0xdead10cc", "Termination Reason: Namespace RUNNINGBOARD, Code 0xdead10cc",
    ] {
      let result = diagnose(line)
      let data = try answered(result)
      #expect(data["status"] as? String == "outcome", "\(line)")
      let step = try #require(path(data).first)
      #expect(step["settledBy"] as? String == "situation")
      #expect(step["words"] as? [String] == ["0xdead10cc"])
      #expect(
        (step["answer"] as? [String: Any])?["id"] as? String == "termination-reason-0xdead10cc")
    }
  }

  @Test("a situation that settles the path reaches the recommendation in one call")
  func oneCall() throws {
    let result = decide("user taps export, 5 minutes of work, app supports iOS 16")
    let data = try answered(result)
    #expect(data["status"] as? String == "outcome")
    #expect(path(data).allSatisfy { $0["settledBy"] as? String == "situation" })
    #expect(path(data).contains { ($0["words"] as? [String]) == ["iOS 16"] })
    let facts = (data["situation"] as? [String: Any])?["facts"] as? [[String: Any]] ?? []
    #expect(
      facts.contains { $0["name"] as? String == "duration" && $0["value"] as? String == "300s" })
  }

  @Test("an answer given overrides what the description settled")
  func answerOverrides() throws {
    let result = decide(
      "user taps export, app supports iOS 16", "--answer",
      "which-ios-version-is-the-oldest-you-support=ios-26")
    let data = try result.data()
    let step = try #require(path(data).last)
    #expect(step["settledBy"] as? String == "answer")
    #expect((step["answer"] as? [String: Any])?["id"] as? String == "ios-26")
  }

  @Test("two options named about as much are asked, and listed as ambiguous")
  func twoOptionsAsk() throws {
    let result = decide("upload photos after the user leaves the app")
    let data = try answered(result)
    #expect(data["status"] as? String == "question")
    #expect(path(data).isEmpty)
    let situation = try #require(data["situation"] as? [String: Any])
    let root = "what-does-the-app-need-to-do-while-it-is-not-on-screen"
    #expect(situation["ambiguous"] as? [String] == [root])
    // The options the words name, each with its words: the choice narrowed down.
    let competing = try #require((situation["competing"] as? [[String: Any]])?.first)
    #expect(competing["question"] as? String == root)
    let named = (competing["options"] as? [[String: Any]] ?? []).compactMap {
      $0["id"] as? String
    }
    // "upload" and "after the user leaves" name two options clearly; "user" alone names a
    // third, weakly, and is listed after them.
    #expect(
      Array(named.prefix(2)).sorted() == [
        "large-download-or-upload", "short-critical-work-at-the-moment-the-app-moves",
      ])
  }

  @Test("the terminal names the tree the words chose, and only when they chose it")
  func chosenTreeNamed() {
    let words = "my BGAppRefreshTask never fires"
    let chosen = skillgraph(
      "decide", "--content", shippedContent, "--index", QueryTestIndex.content, "--situation",
      words)
    #expect(chosen.status == 0, "\(chosen.errors)")
    #expect(
      chosen.output.hasPrefix(
        "Tree: Task never runs? (background-processing-diag/tree-1), from your words (“never fires”)"
      ), "\(chosen.output)")
    let named = skillgraph(
      "decide", "--content", shippedContent, "--index", QueryTestIndex.content, "--situation",
      words, "--tree", "background-processing-diag/tree-1")
    #expect(!named.output.contains("Tree: "), "\(named.output)")
  }

  @Test("the terminal says which answers the words name when it asks")
  func twoOptionsShown() {
    let result = skillgraph(
      "decide", "--content", shippedContent, "--index", QueryTestIndex.content, "--situation",
      "upload photos after the user leaves the app")
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("Your words name more than one answer:"))
    #expect(result.output.contains("“upload”"))
    #expect(result.output.contains("“after the user leaves”"))
  }

  @Test("a stated size reads as large: “a 3 GB video” names the large transfers")
  func statedSizeIsLarge() throws {
    let result = decide("download a 3 GB video in the background")
    #expect(result.status == 0, "\(result.output)")
    let step = try #require(path(try result.data()).first)
    #expect((step["answer"] as? [String: Any])?["id"] as? String == "large-download-or-upload")
    #expect((step["words"] as? [String])?.contains("3 gb") == true)
  }

  @Test("a denied condition settles nothing: “not the simulator” does not answer yes")
  func denied() throws {
    let result = diagnose("testing on a device, not the simulator: BGAppRefreshTask never runs")
    let data = try result.data()
    #expect(data["status"] as? String == "question")
    #expect(path(data).isEmpty)
    #expect((data["question"] as? [String: Any])?["id"] as? String == "testing-in-the-simulator")
  }

  @Test(
    "an off-topic situation leads to no tree: exit 2 with the list of trees",
    arguments: ["center a view in SwiftUI", "make my SwiftUI list background transparent"])
  func offTopic(situation: String) {
    let result = decide(situation)
    #expect(result.status == 2)
    #expect(result.output.contains("no decision tree fits"))
    #expect(result.output.contains("background-processing/tree-1"))
  }

  @Test("a named tree with a situation: the situation answers that tree's questions")
  func namedTreeWithSituation() throws {
    let result = skillgraph(
      "diagnose", "--content", shippedContent, "--index", QueryTestIndex.content, "--json",
      "--symptom", "app-killed-in-the-background", "--", "watchdog 0x8badf00d")
    #expect(result.status == 0, "\(result.output)")
    let step = try #require(path(try result.data()).first)
    #expect(
      (step["answer"] as? [String: Any])?["id"] as? String
        == "termination-reason-0x8badf00d-watchdog")
  }

  static let silentPushSync =
    "Our server sends a silent push when new messages arrive and the app should fetch them in the background"
  static let feedRefresh =
    "Refresh the news feed in the background every few hours in my SwiftUI app"

  @Test("a title word in passing does not outweigh the pattern the whole description finds")
  func patternOverPassingWord() throws {
    // "background" names a question of "App killed in the background?"; the search finds the
    // silent push pattern, which the main tree recommends.
    let result = decide(Self.silentPushSync)
    let data = try answered(result)
    #expect(treeID(data) == "background-processing/tree-1")
    #expect(data["status"] as? String == "outcome")
    #expect((data["outcome"] as? [String: Any])?["template"] as? String == "silent-push")
    let step = try #require(path(data).first)
    #expect(
      (step["answer"] as? [String: Any])?["id"] as? String
        == "triggered-by-a-change-of-data-on-the-server")
    #expect((step["words"] as? [String])?.contains("silent push") == true)
  }

  @Test(
    "the first question is settled by the pattern found when its options share no word",
    arguments: [nil, "background-processing/tree-1"])
  func firstQuestionByPattern(tree: String?) throws {
    let result = decide(Self.feedRefresh, tree.map { "--tree=\($0)" } ?? "--verbose")
    let data = try answered(result)
    #expect(treeID(data) == "background-processing/tree-1")
    let step = try #require(path(data).first)
    #expect(
      (step["answer"] as? [String: Any])?["id"] as? String
        == "keep-content-fresh-throughout-the-day")
    #expect(step["words"] as? [String] == ["news", "feed"])
    // The runtime is read from the pattern (only the short refresh leads to it), the life
    // cycle from "my SwiftUI app"; the version is not: it is asked.
    let runtime = path(data).dropFirst().first
    #expect((runtime?["answer"] as? [String: Any])?["id"] as? String == "runtime-30-seconds")
    #expect(data["status"] as? String == "question")
    #expect(
      (data["question"] as? [String: Any])?["id"] as? String
        == "which-minimum-ios-version-does-it-support")
  }

  @Test("options named about as much are told apart by the pattern the description finds")
  func namedOptionsToldApartByThePattern() throws {
    let result = decide(
      "Video editor with an Export button: rendering takes 3-10 minutes and people swipe away to "
        + "another app while it runs, so the export dies. We only support iOS 26.")
    let data = try answered(result)
    #expect(data["status"] as? String == "outcome")
    let step = try #require(path(data).first)
    #expect(
      (step["answer"] as? [String: Any])?["id"] as? String
        == "finish-something-the-user-explicitly-started")
    #expect(
      ((data["outcome"] as? [String: Any])?["title"] as? String)?
        .contains("BGContinuedProcessingTask") == true)
  }

  @Test("a yes/no question is answered by a phrase naming its one concept: “a SwiftUI app”")
  func conceptPhraseAnswersYes() throws {
    let result = decide(
      "Weather app built as a SwiftUI app, minimum iOS 17: how do I refresh the forecast in the "
        + "background every few hours?")
    let data = try answered(result)
    #expect(data["status"] as? String == "outcome")
    let step = path(data).first {
      ($0["question"] as? [String: Any])?["id"] as? String
        == "is-the-app-built-on-the-swiftui-app-life-cycle"
    }
    #expect((step?["answer"] as? [String: Any])?["id"] as? String == "yes")
    #expect(step?["words"] as? [String] == ["swiftui app"])
    #expect(
      ((data["outcome"] as? [String: Any])?["title"] as? String)?
        .hasPrefix("SwiftUI backgroundTask modifier") == true)
  }

  @Test("a yes/no answer written with words of its own is settled by them: “NO (UIKit ...)”")
  func answerWithOwnWords() throws {
    let lifeCycle = "is-the-app-built-on-the-swiftui-app-life-cycle"
    let fresh = "keep headlines fresh during the day, a fetch of a few seconds"
    for (situation, answer) in [
      ("News app (UIKit, iOS 15+): " + fresh, "no"),
      ("Our app delegate schedules it: " + fresh, "no"),
      ("SwiftUI app, iOS 17, no app delegate: " + fresh, "yes"),
    ] {
      let data = try decide(situation).data()
      let step = path(data).first {
        ($0["question"] as? [String: Any])?["id"] as? String == lifeCycle
      }
      #expect((step?["answer"] as? [String: Any])?["id"] as? String == answer, "\(situation)")
    }
    // NB: words for both answers: asked, and listed as ambiguous.
    let both = try decide("SwiftUI app with a UIKit app delegate: " + fresh).data()
    #expect((both["question"] as? [String: Any])?["id"] as? String == lifeCycle)
    let ambiguous = (both["situation"] as? [String: Any])?["ambiguous"] as? [String]
    #expect(ambiguous?.contains(lifeCycle) == true)
  }

  @Test("a word of the question that only one option holds tells that option: “upload”")
  func questionWordOfOneOption() throws {
    let result = decide(
      "Large upload: we send 2 GB videos from Photos with uploadTask on URLSession.shared and it "
        + "stops when the app leaves the screen")
    let data = try answered(result)
    let step = path(data).first {
      ($0["question"] as? [String: Any])?["id"] as? String == "large-download-or-upload"
    }
    #expect(
      (step?["answer"] as? [String: Any])?["id"] as? String == "upload-photos-video-backups")
    #expect((step?["words"] as? [String])?.contains("upload") == true)
    #expect(
      ((data["outcome"] as? [String: Any])?["title"] as? String)?
        .hasPrefix("Background URLSession upload task") == true)
  }

  @Test("two words of the description, one through the vocabulary, name an option clearly")
  func wordAndConceptNameAnOption() throws {
    // NB: "database" is a word of "Deferrable maintenance (database cleanup, ...)"; "reindex" is
    // the vocabulary's, in the concept that "maintenance" and "cleanup" belong to.
    let result = decide(
      "Once a week the app should compact its database and reindex the local search, a few "
        + "minutes of work that can wait.")
    let data = try answered(result)
    let first = try #require(path(data).first)
    #expect(
      (first["answer"] as? [String: Any])?["id"] as? String
        == "deferrable-maintenance-database-cleanup-backups-ml-training")
    #expect(first["words"] as? [String] == ["database", "reindex"])
  }

  @Test("an API name the vocabulary links to an option is not its second word: it may be left")
  func apiNameLeftIsNotASecondWord() throws {
    let result = decide(
      "Our catalog changes at random times, maybe 2-3 times a day, and the server knows exactly "
        + "when. Polling with BGAppRefreshTask feels wasteful and laggy. Is there a better option?")
    let data = try answered(result)
    #expect(path(data).isEmpty, "\(path(data))")
    #expect(
      (data["question"] as? [String: Any])?["id"] as? String
        == "what-does-the-app-need-to-do-while-it-is-not-on-screen")
  }

  @Test("a framework an option names as it is written tells that option: “HealthKit”")
  func frameworkNameTellsItsOption() throws {
    let result = decide(
      "Fitness app: when the Watch writes new workouts to HealthKit, wake us so we can sync them "
        + "to our server")
    let data = try answered(result)
    #expect(data["status"] as? String == "outcome")
    let first = try #require(path(data).first)
    #expect((first["answer"] as? [String: Any])?["id"] as? String == "another-background-mode")
    #expect(first["words"] as? [String] == ["healthkit"])
    #expect(
      ((data["outcome"] as? [String: Any])?["title"] as? String)?
        .hasPrefix("HealthKit background delivery") == true)
  }

  @Test("below the first question too, words alone do not choose another option than the result")
  func readingsThatDisagreeBelowTheRoot() throws {
    let result = decide(
      "Our radio app streams live shows; playback has to go on from the lock screen with "
        + "play and pause")
    let data = try answered(result)
    let outcome = (data["outcome"] as? [String: Any])?["title"] as? String ?? ""
    #expect(!outcome.contains("Live Activity"), "\(outcome)")
    #expect(
      path(data).allSatisfy {
        ($0["answer"] as? [String: Any])?["id"] as? String
          != "show-live-progress-on-the-lock-screen-delivery-score-ride"
      })
  }

  @Test("one word shared with a result below another of its skill settles nothing: “waiting”")
  func sharedWordsOnlyWithTheFirstResult() throws {
    // NB: the tree named: the words themselves read as a how-to, which no tree fits.
    let result = decide(
      "Waiting hours for iOS to run my BGTask makes development painful. How can I make it run "
        + "right now on my device?", "--tree", "background-processing/tree-1")
    let data = try answered(result)
    #expect(
      path(data).allSatisfy {
        ($0["answer"] as? [String: Any])?["id"] as? String
          != "game-levels-or-other-assets-needed-before-the-first-launch"
      }, "\(path(data))")
  }

  @Test("a word of the skill's own name shared with a result settles nothing: “background”")
  func skillNameWordSettlesNothing() throws {
    let result = decide(
      "How can I see which background task requests my app currently has scheduled, and drop one")
    let data = try answered(result)
    #expect(data["status"] as? String == "question")
    #expect(path(data).isEmpty)
  }

  @Test(
    "an option the words name is outweighed by two results that agree on another; results that disagree ask"
  )
  func agreeingResultsOutweighWords() throws {
    // NB: "every few seconds" names short work at the move to the background; the description
    // finds the location and Live Activity patterns, both under another background mode, and
    // they disagree below it.
    let result = decide(
      "Cycling app that needs GPS fixes every few seconds during a ride with the screen off")
    let data = try answered(result)
    #expect(data["status"] as? String == "question")
    let answers = path(data).map { ($0["answer"] as? [String: Any])?["id"] as? String }
    #expect(answers == ["another-background-mode"])
    let ambiguous = (data["situation"] as? [String: Any])?["ambiguous"] as? [String]
    #expect(ambiguous == ["another-background-mode"])
  }

  @Test("a word of the question that names one option keeps a result from settling another")
  func questionWordKeepsResultFromSettlingAnother() throws {
    // NB: "upload" is the question's word that only the upload option holds: one word does not
    // settle it, and "films" shared with the streamed-video pattern must not settle that option.
    let result = decide(
      "User films a 2 GB clip and taps upload; the upload must keep going if they lock the phone"
        + " or switch to another app for 20 minutes")
    let data = try answered(result)
    #expect(data["status"] as? String == "question")
    let answers = path(data).map { ($0["answer"] as? [String: Any])?["id"] as? String }
    #expect(answers == ["large-download-or-upload"])
  }

  @Test("a yes/no check is not answered by where the results lie")
  func checkNotAnsweredByResults() throws {
    // NB: the error codes' section lies below "Testing in the Simulator?" → NO; code 1 is what
    // the Simulator gives.
    let result = decide(
      "submit() failed: The operation couldn’t be completed. (BGTaskSchedulerErrorDomain error 1.)")
    let data = try answered(result)
    #expect(
      treeID(data) == "background-processing-diag/tree-1")
    #expect(path(data).isEmpty, "\(path(data))")
  }

  @Test("a long description that names the collection's own topic reaches a tree")
  func ownTopicReachesATree() throws {
    // NB: the words of the developer's own case ("card reader", "scans") leave the best result
    // holding little of the description; "MFi accessory" and "iAP2" are the collection's.
    let result = decide(
      "Our card reader is an MFi accessory on Lightning via iAP2, not BLE; its scans must keep"
        + " arriving while the app is in the background")
    let data = try answered(result)
    #expect(
      (data["outcome"] as? [String: Any])?["id"] as? String
        == "eaaccessorymanager-with-the-external-accessory-background-mode")
  }

  @Test("a podcast player that must keep playing reaches the audio pattern in one call")
  func playbackInOneCall() throws {
    // NB: "moment" and "switches apps" name short work at the move to the background; the audio
    // and Picture in Picture patterns the description finds both lead to another background
    // mode, and the audio pattern alone to the audio option below it.
    let result = decide(
      "Audiobook player: the sound stops as soon as the phone locks or the user switches apps;"
        + " it should keep playing")
    let data = try answered(result)
    #expect(data["status"] as? String == "outcome", "\(path(data))")
    #expect(
      (data["outcome"] as? [String: Any])?["id"] as? String
        == "avaudiosession-with-the-audio-background-mode-pattern-8")
  }

  @Test(
    "two trees named as much are told apart by the diagnostic skill's own sections",
    arguments: [
      (
        "my refresh task expires after two seconds instead of thirty, the work never completes",
        "background-processing-diag/tree-2"
      ),
      (
        "BGContinuedProcessingTask for a video export: it is cancelled a minute after I go to the "
          + "home screen and the system progress UI stays at 0%",
        "background-processing-diag/tree-4"
      ),
    ])
  func tieWithinTheSkill(description: String, tree: String) throws {
    let result = diagnose(description)
    #expect(result.status == 0, "\(result.output)")
    #expect(treeID(try result.data()) == tree)
  }

  @Test("a long description the scope rule doubts reaches the tree both readings name")
  func bothReadingsAgree() throws {
    // NB: the narrative words make the search's confidence low; the code settles the code
    // question of "Task never runs?", and the search finds that tree's own sections first. The
    // check before it ("Testing in the Simulator?") is asked: code 1 is what the Simulator gives.
    let result = diagnose(
      "submit fails with Code=1 in BGTaskSchedulerErrorDomain on one tester's phone; she turned "
        + "off some battery stuff in Settings, works elsewhere")
    let data = try answered(result)
    let tree = treeID(data)
    #expect(tree == "background-processing-diag/tree-1")
    #expect(path(data).isEmpty, "\(path(data))")
    #expect((data["question"] as? [String: Any])?["id"] as? String == "testing-in-the-simulator")
  }

  @Test(
    "a look-alike that settles one question of a tree whose sections the search does not find leads to no tree"
  )
  func lookAlikeSettlingAQuestion() {
    let result = diagnose(
      "Push notifications arrive (didReceive gets called) but when the app is open no banner is "
        + "shown at all. SwiftUI + UNUserNotificationCenter.")
    #expect(result.status == 2, "\(result.output)")
    #expect(result.output.contains("no decision tree fits"))
  }

  @Test("words naming two symptoms as much offer both, even when the search doubts the rest")
  func twoSymptomsNamed() throws {
    let result = diagnose(
      "Our quilting shop's processing task com.example.reindex sometimes gets cut off halfway "
        + "through, and afterwards it seems never to run again for the shop owner.")
    #expect(result.status == 2, "\(result.output)")
    #expect(result.output.contains("it names several equally"), "\(result.output)")
    #expect(result.output.contains("background-processing-diag/tree-2 (Task terminates early?)"))
    #expect(!result.output.contains("does not seem to cover it"), "\(result.output)")
    // NB: when the search trusts the words, its first result in either tree chooses: the
    // question asks how to handle being stopped early.
    let asked = diagnose(
      "My processing task com.example.reindex sometimes gets cut off halfway through, and "
        + "afterwards it seems never to run again. How should my handler deal with being stopped "
        + "early?")
    #expect(asked.status == 0, "\(asked.output)")
    let tree = treeID(try asked.data())
    #expect(tree == "background-processing-diag/tree-2", "\(asked.output.prefix(400))")
  }

  @Test("an API name names the symptom tree whose title holds two of its words")
  func apiNameNamesItsTree() throws {
    let continued = diagnose(
      "We marked the export failed after our BGContinuedProcessingTask expirationHandler fired; "
        + "the tester had tapped stop on the Lock Screen progress")
    #expect(continued.status == 0, "\(continued.output)")
    #expect(treeID(try continued.data()) == "background-processing-diag/tree-4")
    // NB: one word of an API name ("task" in BGProcessingTask) names no title by itself.
    let processing = decide(
      "My BGProcessingTask only ever runs at night while the phone is charging, never during "
        + "the day.")
    #expect(treeID(try processing.data()) != "background-processing-diag/tree-1")
  }

  @Test("decide routes a symptom to the symptom tree diagnose chooses")
  func decideRoutesASymptomAsDiagnoseDoes() throws {
    let symptom =
      "My processing task com.example.reindex sometimes gets cut off halfway through, and "
      + "afterwards it seems never to run again. How should my handler deal with being stopped "
      + "early?"
    let diagnosed = diagnose(symptom)
    #expect(diagnosed.status == 0, "\(diagnosed.output)")
    let decided = decide(symptom)
    #expect(decided.status == 0, "\(decided.output)")
    #expect(treeID(try decided.data()) == treeID(try diagnosed.data()))
    #expect(treeID(try decided.data()) == "background-processing-diag/tree-2")
  }

  @Test("decide takes a pasted crash report to the symptom tree that reads it")
  func pastedReportIsASymptom() throws {
    // NB: "finishes" and "the user" in the same words name work the user explicitly started.
    let decided = decide(
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
        + "reason: 'All launch handlers must be registered before application finishes "
        + "launching'\n(I register after the user logs in, since the handler needs the auth token)")
    let data = try answered(decided)
    #expect(treeID(data) == "background-processing-diag/tree-6", "\(decided.output)")
    #expect(data["status"] as? String == "outcome")
    #expect(decided.output.contains("didFinishLaunching"))
  }

  @Test("symptoms named equally go to the tree the results clearly favour, also when doubted")
  func tieSettledByTheResults() throws {
    // NB: the scope rule doubts the description ("iPad Pro", "transcoding"); its words name three
    // symptom trees alike, and the best ten results speak for the one of development builds.
    let result = diagnose(
      "Our processing task (transcoding video, 30 min of work) runs to the end while the iPad is "
        + "attached to Xcode. Installed from TestFlight it gets the expiration callback after a "
        + "few minutes every time. iPad Pro, always on the charger.")
    let data = try answered(result)
    let tree = treeID(data)
    #expect(tree == "background-processing-diag/tree-3", "\(result.output)")
    // NB: a look-alike naming two trees alike is still offered both: its results agree on none.
    let lookAlike = diagnose(
      "My Kotlin WorkManager job never runs, and when it does it is cut off early")
    #expect(lookAlike.status == 2, "\(lookAlike.output)")
    #expect(lookAlike.output.contains("it names several equally"), "\(lookAlike.output)")
    // NB: said of an app on another platform, it fits no tree at all.
    let android = diagnose(
      "On Android my WorkManager job never runs, and when it does it is cut off early")
    #expect(android.status == 2, "\(android.output)")
    #expect(android.output.contains("the content does not seem to cover it"), "\(android.output)")
  }

  @Test("in the terminal, words no tree fits say so and offer the symptom menu")
  func menuWhenNothingFits() async throws {
    let run = try await runThroughPipe(diagnoseArguments("my app icon is blue"), input: "1\nyes\n")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("no decision tree fits 'my app icon is blue'"))
    #expect(run.errors.contains("Which symptom?"))
    #expect(run.output.contains("Use a device"))
  }
}

/// The answer confidence of `query` on questions that use the collection's words in another
/// sense: the collection is not about their most telling words.
@Suite("scope of look-alike questions")
struct LookAlikeScopeTests {
  @Test(
    "a question about views, not background work, is low",
    arguments: ["make my SwiftUI list background transparent", "center a view in SwiftUI"])
  func lookAlike(question: String) throws {
    let result = skillgraph(
      "query", "--content", shippedContent, "--index", QueryTestIndex.content, "--json", "--",
      question)
    #expect(try result.data()["confidence"] as? String == "low")
  }

  @Test(
    "a question in the collection's own words stays high",
    arguments: [
      "my BGAppRefreshTask never fires", "silent push not waking the app",
      "where should I register BGTaskScheduler handlers",
    ])
  func ownWords(question: String) throws {
    let result = skillgraph(
      "query", "--content", shippedContent, "--index", QueryTestIndex.content, "--json", "--",
      question)
    #expect(try result.data()["confidence"] as? String == "high")
  }
}
