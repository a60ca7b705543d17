import BackgroundTasks
import Foundation
import os

/// Keeps the app's content fresh with `BGAppRefreshTask`.
///
/// The system launches the app for about 30 seconds at moments it predicts the user will open
/// it; the interval below is only the earliest it may do so. Wire it up in the app delegate:
///
/// ```swift
/// // application(_:didFinishLaunchingWithOptions:), before it returns:
/// ContentRefresher.shared.registerLaunchHandler()
/// // applicationDidEnterBackground(_:) (or the scene delegate's sceneDidEnterBackground(_:)):
/// ContentRefresher.shared.scheduleRefresh()
/// ```
///
/// Info.plist: the identifier in `BGTaskSchedulerPermittedIdentifiers`, and `fetch` in
/// `UIBackgroundModes`.
@MainActor
final class ContentRefresher {
  /// The one instance; the launch handler keeps using it for the life of the app.
  static let shared = ContentRefresher()

  /// Spelled exactly as in `BGTaskSchedulerPermittedIdentifiers` (the match is case-sensitive).
  static let taskIdentifier = "com.example.app.refresh"

  /// The earliest delay, in seconds, before the next refresh may start. iOS treats it as a
  /// floor and often launches much later, when the user is likely to look.
  static let minimumInterval: TimeInterval = 900

  private static let logger = Logger(subsystem: "com.example.app", category: "BackgroundRefresh")

  /// The refresh in flight, cancelled when the system takes the time back.
  private var refresh: Task<Void, Never>?

  private init() {}

  /// Registers the launch handler. Call it once, before
  /// `application(_:didFinishLaunchingWithOptions:)` returns: handlers registered after launch
  /// never run.
  func registerLaunchHandler() {
    // NB: this closure is main-actor code; `using: .main` makes the system call it on the main
    // queue (with `nil` it would run on a background queue).
    let registered = BGTaskScheduler.shared.register(
      forTaskWithIdentifier: Self.taskIdentifier,
      using: .main
    ) { task in
      guard let refreshTask = task as? BGAppRefreshTask else {
        // Only app refresh requests are submitted for this identifier.
        task.setTaskCompleted(success: false)
        return
      }
      self.handle(refreshTask)
    }
    if !registered {
      Self.logger.fault(
        "Not a permitted identifier: \(Self.taskIdentifier, privacy: .public)")
    }
  }

  /// Submits the next refresh request. At most one is pending: this replaces an earlier one.
  func scheduleRefresh() {
    let request = BGAppRefreshTaskRequest(identifier: Self.taskIdentifier)
    request.earliestBeginDate = Date(timeIntervalSinceNow: Self.minimumInterval)
    do {
      try BGTaskScheduler.shared.submit(request)
      Self.logger.info("Scheduled \(Self.taskIdentifier, privacy: .public)")
    } catch let schedulerError as BGTaskScheduler.Error {
      switch schedulerError.code {
      case .unavailable:
        Self.logger.notice(
          "Background refresh unavailable (Simulator, or Background App Refresh is off)")
      case .notPermitted:
        Self.logger.fault(
          "Not permitted: check fetch in UIBackgroundModes and the permitted identifiers")
      case .tooManyPendingTaskRequests:
        Self.logger.info("A refresh is already pending")
      default:
        Self.logger.error("Refresh not scheduled: \(schedulerError.localizedDescription)")
      }
    } catch {
      Self.logger.error("Refresh not scheduled: \(error.localizedDescription)")
    }
  }

  /// One launch: expiration first, then the next request, then the work, completed once.
  private func handle(_ task: BGAppRefreshTask) {
    // 1. Expiration first, so that an early expiry still finds a handler. It may be called on
    //    any thread: hop to the main actor and cancel the work, which then reports completion.
    task.expirationHandler = { @Sendable [weak self] in
      Task { @MainActor in self?.refresh?.cancel() }
    }
    // 2. Keep the chain going before anything can fail: each launch asks for the next one.
    scheduleRefresh()
    // 3. The work. Every path ends in exactly one setTaskCompleted(success:).
    Self.logger.info("Refresh started")
    refresh = Task {
      let succeeded: Bool
      do {
        try await Self.fetchLatestContent()
        succeeded = !Task.isCancelled
      } catch is CancellationError {
        Self.logger.notice("Refresh expired before it finished")
        succeeded = false
      } catch {
        Self.logger.error("Refresh failed: \(error.localizedDescription)")
        succeeded = false
      }
      refresh = nil
      task.setTaskCompleted(success: succeeded)
      Self.logger.info("Refresh completed, success: \(succeeded)")
    }
  }

  /// Fetches and stores the latest content, off the main actor. Replace the body with the app's
  /// own fetch: keep it well under 30 seconds, and let cancellation stop it (URLSession's async
  /// methods and `Task.checkCancellation()` throw once the refresh is cancelled).
  nonisolated private static func fetchLatestContent() async throws {
    try Task.checkCancellation()
  }
}
