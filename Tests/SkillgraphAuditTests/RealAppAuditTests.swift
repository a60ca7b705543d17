import Foundation
import SkillgraphTestSupport
import Testing

@testable import SkillgraphAudit

/// The audit of two real apps in `../shared/corpus/ios-apps`, each read as its
/// `RealAppSample` (the project, property lists and entitlements, and the Swift files that use
/// the background-execution APIs): every finding is listed here with why it is a true problem,
/// so that a new finding (or one gone) fails the test. They are the findings on the whole apps.
@Suite("Audit of the real apps in the shared corpus")
struct RealAppAuditTests {
  /// The sample of the app in the corpus folder `name`, or nil (after saying why) when the
  /// corpus is missing outside CI; under CI a missing corpus fails.
  static func project(_ name: String) throws -> String? {
    guard SharedCorpus.isPresent(SharedCorpus.iOSApps + "/" + name) else { return nil }
    return try RealAppSample.copy(name)
  }

  static func summary(_ findings: [AuditFinding]) -> [String] {
    findings.map {
      "\(($0.path as NSString).lastPathComponent):\($0.line) \($0.severity) \($0.rule)"
    }
  }

  @Test("NetNewsWire: one handler path left to expire, and an unused processing mode")
  func netNewsWire() throws {
    guard let root = try Self.project("NetNewsWire") else { return }
    let findings = try AuditFixtures.findings(root)
    #expect(
      Self.summary(findings) == [
        // True: performBackgroundFeedRefresh(with:) completes the task only when
        // `!AccountManager.shared.isSuspended` after the refresh; when the accounts were
        // suspended meanwhile (the app went to the background and waitForSyncTasksToFinish
        // suspended them), the Task ends without setTaskCompleted(success:) and the refresh
        // task runs until the system expires it.
        "AppDelegate.swift:429 warning task-not-completed-on-every-path",
        // True: iOS/Resources/Info.plist lists `processing` in UIBackgroundModes, and no code
        // of the project uses BGProcessingTask (only BGAppRefreshTask is registered).
        "Info.plist:99 note processing-mode-unused",
      ])
    #expect(findings.allSatisfy { $0.target == "NetNewsWire-iOS" })
  }

  @Test("Corona-Warn-App: fetch declared in its three Info.plists, never used")
  func coronaWarnApp() throws {
    guard let root = try Self.project("cwa-app-ios") else { return }
    let findings = try AuditFixtures.findings(root)
    // True, each: Info.plist, Info_Debug.plist and Info_Testflight.plist list `fetch` in
    // UIBackgroundModes, and the app uses only a BGProcessingTaskRequest (ENATaskScheduler);
    // no BGAppRefreshTask, no background fetch. Its identifier is built at run time
    // (`"\(bundleID).\(rawValue)"`), so the identifier rules stay silent rather than guess, and
    // its launch handler hands the task to a closure parameter, so completion is not judged.
    #expect(
      Self.summary(findings) == [
        "Info.plist:35 note fetch-mode-unused",
        "Info_Debug.plist:63 note fetch-mode-unused",
        "Info_Testflight.plist:35 note fetch-mode-unused",
      ])
  }
}
