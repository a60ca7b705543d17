import Foundation
import SkillgraphTestSupport
import Testing

@testable import Skillgraph

/// The answers the shipped knowledge base gives for situations developers bring: the facts and
/// the paths of the trees, checked against what Apple documents.
@Suite("Shipped content answers")
struct ShippedContentAnswersTests {
  static let root = PackageFolders.root
  static let graph = Result {
    try CorpusLoader(folders: [root.appendingPathComponent("Content").path]).load()
  }
  static let mainQuestion = "what-does-the-app-need-to-do-while-it-is"

  private func engine() throws -> DecisionEngine {
    DecisionEngine(
      graph: try Self.graph.get(),
      catalog: try? TemplateCatalog(folder: Self.root.appendingPathComponent("Templates").path))
  }

  private func decide(
    _ answers: [String: String], facts: [String: String] = [:], tree id: String? = nil
  ) throws -> DecisionAnswer {
    let engine = try engine()
    return try engine.decide(
      tree: try engine.tree(withID: id), answers: answers, facts: try DecisionFacts(facts))
  }

  private func tree(titled title: String) throws -> DecisionTree {
    try #require(try Self.graph.get().decisionTrees.first { $0.title == title })
  }

  /// The Markdown of pattern `number`, its line breaks and indentation collapsed to spaces.
  private func patternText(_ number: Int) throws -> String {
    let text = try Self.graph.get().markdown(of: try pattern(number))
    return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  private func pattern(_ number: Int) throws -> Pattern {
    try #require(
      try Self.graph.get().patterns.first {
        $0.skillID == "background-processing" && $0.number == number
      })
  }

  private func markdown(ofSection id: String) throws -> String {
    let graph = try Self.graph.get()
    let section = try #require(graph.sections.first { $0.id == id }, "no section \(id)")
    return graph.markdown(of: section).split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
  }

  @Test("a lost download ends at its resume data on every path, never at a restart from zero")
  func lostDownloadResumes() throws {
    let tree = try tree(titled: "Download lost?")
    let texts = tree.root.outcomes.map(\.text)
    #expect(!texts.contains { $0.lowercased().contains("restart") }, "\(texts)")
    let forceQuit = try #require(texts.first { $0.hasPrefix("Force quit") })
    #expect(forceQuit.contains("downloadTask(withResumeData:)"))
    #expect(forceQuit.contains("NSURLSessionDownloadTaskResumeData"))
    // Every check answered as fine: the last outcome of the tree.
    let last = try #require(texts.last)
    #expect(last.contains("cancel(byProducingResumeData:)"))
    #expect(last.contains("downloadTask(withResumeData:)"))
    let checks = try markdown(ofSection: "background-processing-diag#resume-data-checks")
    #expect(checks.contains("NSURLSessionDownloadTaskResumeData"))
  }

  @Test("automatic downloads are queued on a discretionary background session by a refresh or push")
  func automaticDownloads() throws {
    let answer = try decide(
      [Self.mainQuestion: "large-download-or-upload"],
      facts: ["automatic-downloads-nobody-asked-for-new-podcast-episodes": "yes"])
    let outcome = try #require(answer.outcome)
    #expect(outcome.pattern?.id == "background-processing/pattern-18")
    #expect(outcome.title.contains("Discretionary background URLSession download"))
    let pattern = try patternText(18)
    #expect(pattern.contains("isDiscretionary = true"))
    #expect(pattern.contains("earliestBeginDate"))
    #expect(pattern.contains("setTaskCompleted(success:)"))
  }

  @Test(
    "offline HLS and assets needed before the first launch have download outcomes of their own",
    arguments: [
      ("streamed-movies-or-shows-hls-to-watch-offline", 20, "must stay there"),
      ("game-levels-or-other-assets-needed-before-the-first-launch", 21, "`BAManifestURL`"),
    ])
  func streamedAndFirstLaunchDownloads(option: String, number: Int, key: String) throws {
    let answer = try decide([Self.mainQuestion: "large-download-or-upload"], facts: [option: "yes"])
    let outcome = try #require(answer.outcome)
    #expect(outcome.pattern?.id == "background-processing/pattern-\(number)")
    #expect(!outcome.checklist.isEmpty, "\(outcome.title) has no checklist")
    let pattern = try patternText(number)
    #expect(pattern.contains(key))
    #expect(pattern.contains("The constraint that matters most"))
  }

  @Test("an upload is recommended as a background upload task from a file, never from Data")
  func uploadsFromAFile() throws {
    let answer = try decide(
      [Self.mainQuestion: "large-download-or-upload"],
      facts: ["upload-photos-video-backups": "yes"])
    let outcome = try #require(answer.outcome)
    #expect(outcome.title.contains("upload task from a file"))
    #expect(outcome.checklist.contains { $0.contains("uploadTask(with:fromFile:)") })
    let pattern = try patternText(6)
    #expect(pattern.contains("uploadTask(with:fromFile:)"))
    #expect(pattern.contains("Upload tasks from NSData are not supported in background sessions"))
  }

  @Test(
    "every BGAppRefreshTask recommendation says where a scene-based or SwiftUI app submits",
    arguments: [("no", "15"), ("yes", "14"), ("yes", "15.8")])
  func refreshSubmittedWhereTheAppIsCalled(swiftUI: String, ios: String) throws {
    let answer = try decide(
      [
        Self.mainQuestion: "keep-content-fresh-throughout-the-day",
        "is-the-app-built-on-the-swiftui-app-life": swiftUI,
      ], facts: ["duration": "20s", "ios": ios])
    let title = try #require(answer.outcome?.title)
    #expect(answer.outcome?.taskType == "BGAppRefreshTask")
    #expect(title.contains(swiftUI == "yes" ? "scenePhase" : "sceneDidEnterBackground"), "\(title)")
    let pattern = try patternText(1)
    #expect(pattern.contains("func sceneDidEnterBackground(_ scene: UIScene)"))
    #expect(pattern.contains("@UIApplicationDelegateAdaptor"))
  }

  @Test(
    "user-started work on an app that also supports iOS 17 gets BGContinuedProcessingTask behind #available with a fallback"
  )
  func continuedProcessingWithFallback() throws {
    let answer = try decide(
      [Self.mainQuestion: "finish-something-the-user-explicitly"], facts: ["ios": "17"])
    let outcome = try #require(answer.outcome)
    #expect(outcome.taskType.hasPrefix("BGContinuedProcessingTask"))
    #expect(outcome.title.contains("#available(iOS 26, *)"))
    #expect(outcome.title.contains("beginBackgroundTask"))
    #expect(outcome.template == "bg-continued-processing")
    #expect(outcome.checklist.contains { $0.contains("if #available(iOS 26, *)") })
    let pattern = try patternText(4)
    #expect(pattern.contains("if #available(iOS 26, *)"))
    let saving = try markdown(
      ofSection: "background-processing#saving-progress-for-user-started-work")
    for fact in [
      "Application Support", ".atomic", "completeFileProtectionUntilFirstUserAuthentication",
    ] {
      #expect(saving.contains(fact), "saving progress does not say \(fact)")
    }
  }

  @Test(
    "crash and console codes each have a section with the cause and the fix",
    arguments: [
      ("0x8badf00d", "background-processing-diag#0x8badf00d-watchdog-termination"),
      ("0xdead10cc", "background-processing-diag#0xdead10cc-lock-held-at-suspension"),
      (
        "Error Domain=BGTaskSchedulerErrorDomain Code=1",
        "background-processing-diag#bgtaskschedulererrordomain-codes"
      ),
      (
        "No task request with identifier",
        "background-processing-diag#no-task-request-with-identifier--has-been-scheduled"
      ),
    ])
  func crashAndConsoleCodes(code: String, section: String) throws {
    let text = try markdown(ofSection: section)
    #expect(text.contains(code))
    if !section.hasSuffix("codes") {
      #expect(text.contains("**Cause**"))
      #expect(text.contains("**Fix**"))
    }
    let killed = try tree(titled: "App killed in the background?")
    #expect(killed.root.outcomes.count >= 4)
  }

  @Test("BGTaskSchedulerErrorDomain codes 1, 2 and 3 carry Apple's meaning")
  func schedulerErrorCodes() throws {
    let table = try markdown(
      ofSection: "background-processing-diag#bgtaskschedulererrordomain-codes")
    #expect(table.contains("| 1 | `unavailable` |"))
    #expect(table.contains("| 2 | `tooManyPendingTaskRequests` |"))
    #expect(table.contains("| 3 | `notPermitted` |"))
    // Background App Refresh switched off is `unavailable`, not `notPermitted`.
    let reference = try markdown(ofSection: "background-processing-ref#bgtaskschedulererror-codes")
    #expect(!reference.contains("often surfaced together with Background App Refresh"))
  }

  @Test("the silent push pattern has Apple's headers, payload rule, rate guidance and force quit")
  func silentPush() throws {
    let pattern = try patternText(7)
    for fact in [
      "apns-push-type: background", "apns-priority: 5", "\"aps\": { \"content-available\": 1 }",
      "and no alert", "No `sound` or `badge`", "two or three per hour", "force-quit",
    ] {
      #expect(pattern.contains(fact), "Pattern 7 does not say \(fact)")
    }
  }

  @Test("the SwiftUI modifier warns about resubmitting, and BGAppRefreshTask has a checklist")
  func warningsMatchTheRecommendation() throws {
    let swiftUI = try #require(
      try decide(
        [
          Self.mainQuestion: "keep-content-fresh-throughout-the-day",
          "is-the-app-built-on-the-swiftui-app-life": "yes",
        ], facts: ["duration": "20s", "ios": "17"]
      ).outcome)
    #expect(swiftUI.pattern?.id == "background-processing/pattern-3")
    #expect(!swiftUI.warnings.isEmpty)
    #expect(swiftUI.warnings.allSatisfy { !$0.title.contains("beginBackgroundTask") })
    #expect(swiftUI.warnings.contains { $0.title.lowercased().contains("resubmit") })
    #expect(swiftUI.checklist.contains { $0.contains("submits the next") })
    let refresh = try #require(
      try decide(
        [
          Self.mainQuestion: "keep-content-fresh-throughout-the-day",
          "is-the-app-built-on-the-swiftui-app-life": "no",
        ], facts: ["duration": "20s"]
      ).outcome)
    #expect(refresh.checklist.count >= 5)
    #expect(refresh.checklist.contains { $0.contains("sceneDidEnterBackground") })
  }

  @Test(
    "the other background modes are reached, each with its key, constraint and document",
    arguments: [
      ("play-audio-or-record-it", 8, "`audio`"),
      ("follow-the-user-s-location", 9, "`location`"),
      ("receive-internet-calls-voip", 10, "`voip`"),
      ("talk-to-a-bluetooth-le-accessory", 11, "`bluetooth-central`"),
      ("show-live-progress-on-the-lock-screen", 12, "`NSSupportsLiveActivities`"),
      ("react-to-new-healthkit-data", 13, "background-delivery"),
      ("change-or-decrypt-a-visible-push-before-it-is-shown", 14, "mutable-content"),
      ("walkie-talkie-audio-push-to-talk", 15, "apns-push-type: pushtotalk"),
      ("keep-a-home-screen-widget-current", 16, "`TimelineReloadPolicy`"),
      ("talk-to-an-mfi-accessory-lightning-or-bluetooth-classic", 17, "`external-accessory`"),
      (
        "keep-a-video-playing-in-a-floating-window-after-the-user-leaves", 19,
        "`canStartPictureInPictureAutomaticallyFromInline`"
      ),
    ])
  func otherModes(option: String, number: Int, key: String) throws {
    let answer = try decide([
      Self.mainQuestion: "another-background-mode",
      "another-background-mode": option,
    ])
    let outcome = try #require(answer.outcome)
    #expect(outcome.pattern?.id == "background-processing/pattern-\(number)")
    #expect(outcome.pattern?.useWhen?.isEmpty == false)
    #expect(!outcome.checklist.isEmpty, "\(outcome.title) has no checklist")
    let pattern = try patternText(number)
    #expect(pattern.contains(key))
    #expect(pattern.contains("The constraint that matters most"))
    #expect(pattern.contains("Read:"))
  }

  @Test("every outcome of the main tree carries a checklist, and 'not sure' lists each once")
  func everyOutcomeHasAChecklist() throws {
    let engine = try engine()
    let tree = try engine.tree(withID: nil)
    let answer = try engine.decide(
      tree: tree, answers: [Self.mainQuestion: "not-sure"], facts: try DecisionFacts([:]))
    let candidates = try #require(answer.candidates)
    #expect(candidates.count == tree.root.outcomes.count)
    #expect(Set(candidates.map(\.title)).count == candidates.count)
    for candidate in candidates {
      #expect(!candidate.checklist.isEmpty, "\(candidate.title) has no checklist")
    }
  }
}
