import BackgroundTasks
import os

/// Schedules app refresh requests and performs the refresh that SwiftUI's
/// `.backgroundTask(.appRefresh(_:))` modifier runs.
///
/// SwiftUI marks the task complete when `performRefresh()` returns, so there is no
/// `setTaskCompleted(success:)` to forget; when the time runs out it cancels the task running
/// `performRefresh()`, and the work must then stop promptly.
///
/// Info.plist: the identifier in `BGTaskSchedulerPermittedIdentifiers`, and `fetch` in
/// `UIBackgroundModes`.
enum ContentRefresher {
  /// Spelled exactly as in `BGTaskSchedulerPermittedIdentifiers` (the match is case-sensitive).
  static let taskIdentifier = "com.example.app.refresh"

  /// The earliest delay, in seconds, before the next refresh may start. iOS treats it as a
  /// floor and often launches much later, when the user is likely to look.
  static let minimumInterval: TimeInterval = 1800

  private static let logger = Logger(subsystem: "com.example.app", category: "BackgroundRefresh")

  /// Submits the next refresh request. At most one is pending: this replaces an earlier one.
  static func scheduleRefresh() {
    let request = BGAppRefreshTaskRequest(identifier: taskIdentifier)
    request.earliestBeginDate = Date(timeIntervalSinceNow: minimumInterval)
    do {
      try BGTaskScheduler.shared.submit(request)
      logger.info("Scheduled \(taskIdentifier, privacy: .public)")
    } catch let schedulerError as BGTaskScheduler.Error {
      switch schedulerError.code {
      case .unavailable:
        logger.notice(
          "Background refresh unavailable (Simulator, or Background App Refresh is off)")
      case .notPermitted:
        logger.fault(
          "Not permitted: check fetch in UIBackgroundModes and the permitted identifiers")
      case .tooManyPendingTaskRequests:
        logger.info("A refresh is already pending")
      default:
        logger.error("Refresh not scheduled: \(schedulerError.localizedDescription)")
      }
    } catch {
      logger.error("Refresh not scheduled: \(error.localizedDescription)")
    }
  }

  /// One refresh launch: asks for the next one first, then fetches until done or cancelled.
  static func performRefresh() async {
    // Keep the chain going before anything can fail: each launch asks for the next one.
    scheduleRefresh()
    logger.info("Refresh started")
    do {
      try await withTaskCancellationHandler {
        try await fetchLatestContent()
      } onCancel: {
        // Runs at once, on whatever thread cancels: keep it short and never wait here.
        logger.notice("Refresh time is up; cancelling")
      }
      logger.info("Refresh finished")
    } catch is CancellationError {
      logger.notice("Refresh expired before it finished")
    } catch {
      logger.error("Refresh failed: \(error.localizedDescription)")
    }
  }

  /// Fetches and stores the latest content. Replace the body with the app's own fetch: keep it
  /// well under 30 seconds, and let cancellation stop it (URLSession's async methods and
  /// `Task.checkCancellation()` throw once the refresh is cancelled).
  private static func fetchLatestContent() async throws {
    try Task.checkCancellation()
  }
}
