import UIKit
import os

/// Finishes critical work (saving state, committing a transaction, completing an upload in
/// flight) when the app moves to the background, in the extra time that `beginBackgroundTask`
/// grants: about 30 seconds at most, and not guaranteed. It is for finishing, not for minutes of
/// work (use a processing task for those).
///
/// Call `appDidEnterBackground()` as the app leaves the screen:
///
/// ```swift
/// // UIKit: applicationDidEnterBackground(_:), or the scene delegate's sceneDidEnterBackground(_:)
/// PendingWorkFinisher.shared.appDidEnterBackground()
/// // SwiftUI: .onChange(of: scenePhase) { _, phase in if phase == .background { ... } }
/// ```
///
/// Info.plist: nothing to add.
@MainActor
final class PendingWorkFinisher {
  /// The one instance, shared by every call site.
  static let shared = PendingWorkFinisher()

  /// The background task's name, shown in debugging tools.
  static let taskName = "Finish saving changes"

  private static let logger = Logger(subsystem: "com.example.app", category: "BackgroundTask")

  /// The background task in progress; `.invalid` when there is none.
  private var backgroundTask: UIBackgroundTaskIdentifier = .invalid

  /// The work in progress, cancelled when the time runs out.
  private var work: Task<Void, Never>?

  private init() {}

  /// Starts the background task and the work; the task ends as soon as the work is done.
  func appDidEnterBackground() {
    guard backgroundTask == .invalid else { return }  // already finishing
    let identifier = UIApplication.shared.beginBackgroundTask(withName: Self.taskName) {
      [weak self] in
      // Called on the main thread shortly before the time runs out.
      self?.timeIsUp()
    }
    if identifier == .invalid {
      Self.logger.notice("No background time available; finishing while the app still runs")
    }
    backgroundTask = identifier
    work = Task {
      await Self.finishPendingWork()
      // End as soon as the work is done: holding on until expiry wastes the time and risks
      // the app being terminated.
      end(identifier)
    }
  }

  /// The expiration handler: stop the work, keep what can be kept, hand the time back.
  private func timeIsUp() {
    Self.logger.notice("Background time is up before the work finished")
    work?.cancel()
    Self.saveUnfinishedState()
    end(backgroundTask)
  }

  /// Ends `identifier` if it is still the current background task, so that each background task
  /// ends exactly once, whichever comes first: the work finishing or the time running out.
  private func end(_ identifier: UIBackgroundTaskIdentifier) {
    guard identifier != .invalid, identifier == backgroundTask else { return }
    UIApplication.shared.endBackgroundTask(identifier)
    backgroundTask = .invalid
    work = nil
  }

  // MARK: - The work: replace these two

  /// Finishes the pending work, off the main actor (flush unsaved edits, finish an upload in
  /// flight). Keep it to a few seconds, and let cancellation stop it.
  nonisolated private static func finishPendingWork() async {}

  /// Saves the minimum needed to resume later; synchronous and quick, because the expiration
  /// handler must return promptly.
  private static func saveUnfinishedState() {}
}
