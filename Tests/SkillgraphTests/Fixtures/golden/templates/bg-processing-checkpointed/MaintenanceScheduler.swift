import BackgroundTasks
import Foundation
import os

/// Runs deferrable maintenance (cleanup, re-indexing, backups, on-device training) in a
/// `BGProcessingTask`, batch by batch, with a checkpoint after every batch.
///
/// The system grants several minutes, usually overnight while the device is idle; it stops the
/// task when the user picks the device up again, and may skip days. Wire it up in the app
/// delegate:
///
/// ```swift
/// // application(_:didFinishLaunchingWithOptions:), before it returns:
/// MaintenanceScheduler.shared.registerLaunchHandler()
/// // applicationDidEnterBackground(_:) (or the scene delegate's sceneDidEnterBackground(_:)):
/// MaintenanceScheduler.shared.scheduleIfNeeded()
/// ```
///
/// Info.plist: the identifier in `BGTaskSchedulerPermittedIdentifiers`, and `processing` in
/// `UIBackgroundModes`.
@MainActor
final class MaintenanceScheduler {
  /// The one instance; the launch handler keeps using it for the life of the app.
  static let shared = MaintenanceScheduler()

  /// Spelled exactly as in `BGTaskSchedulerPermittedIdentifiers` (the match is case-sensitive).
  static let taskIdentifier = "com.example.app.maintenance"

  /// Seconds after a completed run before the next one may start.
  static let minimumInterval: TimeInterval = 86400

  /// Units of work between two checkpoints: an expiry loses at most one batch.
  static let batchSize = 100

  private static let logger = Logger(subsystem: "com.example.app", category: "Maintenance")

  /// The run in flight, cancelled when the system takes the time back.
  private var run: Task<Void, Never>?

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
      guard let processingTask = task as? BGProcessingTask else {
        // Only processing requests are submitted for this identifier.
        task.setTaskCompleted(success: false)
        return
      }
      self.handle(processingTask)
    }
    if !registered {
      Self.logger.fault(
        "Not a permitted identifier: \(Self.taskIdentifier, privacy: .public)")
    }
  }

  /// Asks for a run when work is due: as soon as conditions allow when an earlier run stopped
  /// part-way, otherwise `minimumInterval` after the last completed run. A new request replaces
  /// the pending one, so calling this each time the app leaves the screen costs nothing.
  func scheduleIfNeeded() {
    let checkpoint = Checkpoint.load()
    let request = BGProcessingTaskRequest(identifier: Self.taskIdentifier)
    request.requiresExternalPower = true
    request.requiresNetworkConnectivity = false
    if !checkpoint.isRunInProgress, let lastCompletion = checkpoint.lastCompletion {
      request.earliestBeginDate = lastCompletion.addingTimeInterval(Self.minimumInterval)
    }
    do {
      try BGTaskScheduler.shared.submit(request)
      Self.logger.info("Scheduled \(Self.taskIdentifier, privacy: .public)")
    } catch let schedulerError as BGTaskScheduler.Error {
      switch schedulerError.code {
      case .unavailable:
        Self.logger.notice("Processing tasks are unavailable here (Simulator?)")
      case .notPermitted:
        Self.logger.fault(
          "Not permitted: check processing in UIBackgroundModes and the identifiers")
      case .tooManyPendingTaskRequests:
        Self.logger.error("Too many processing requests are pending (the limit is 10)")
      default:
        Self.logger.error("Not scheduled: \(schedulerError.localizedDescription)")
      }
    } catch {
      Self.logger.error("Not scheduled: \(error.localizedDescription)")
    }
  }

  /// One launch: expiration first, then the batches, then the next request and one completion.
  private func handle(_ task: BGProcessingTask) {
    // 1. Expiration first, so that an early expiry still finds a handler. It may be called on
    //    any thread: hop to the main actor and cancel the run, which stops between batches,
    //    keeps its checkpoint and reports completion.
    task.expirationHandler = { @Sendable [weak self] in
      Task { @MainActor in self?.run?.cancel() }
    }
    Self.logger.info("Maintenance started")
    // 2. The work. Every path ends in exactly one setTaskCompleted(success:).
    run = Task {
      let finished = await processRemainingBatches()
      run = nil
      // 3. The next run: right away to resume an unfinished job, later after a finished one.
      scheduleIfNeeded()
      task.setTaskCompleted(success: finished)
      Self.logger.info("Maintenance completed, finished: \(finished)")
    }
  }

  /// Works through the units left since the saved checkpoint; `true` when all are done.
  private func processRemainingBatches() async -> Bool {
    var checkpoint = Checkpoint.load()
    do {
      let unitCount = try await Self.countUnits()
      var next = min(checkpoint.nextUnit, unitCount)
      while next < unitCount {
        // Expired: stop between two batches, with the last checkpoint saved.
        try Task.checkCancellation()
        let end = min(next + Self.batchSize, unitCount)
        try await Self.process(next..<end)
        next = end
        checkpoint.nextUnit = next
        checkpoint.save()
      }
      checkpoint = Checkpoint(nextUnit: 0, lastCompletion: Date())
      checkpoint.save()
      return true
    } catch is CancellationError {
      Self.logger.notice("Expired; the next run resumes at unit \(checkpoint.nextUnit)")
      return false
    } catch {
      Self.logger.error("Maintenance failed: \(error.localizedDescription)")
      return false
    }
  }

  // MARK: - The work: replace these two

  /// How many units of work there are, for example the rows to compact or the files to index.
  nonisolated private static func countUnits() async throws -> Int {
    0
  }

  /// Processes the units in `units`, off the main actor. A batch is repeated when a run stops
  /// before its checkpoint, so make it safe to repeat; throw to stop the run.
  nonisolated private static func process(_ units: Range<Int>) async throws {
    try Task.checkCancellation()
  }

  // MARK: - Checkpoint

  /// The progress saved after every batch, so that a run cut short resumes where it stopped.
  /// Kept in `UserDefaults`; files that background work reads or writes must stay readable
  /// while the device is locked (`.completeFileProtectionUntilFirstUserAuthentication`).
  private struct Checkpoint: Codable {
    /// The first unit not processed yet; 0 when no run is in progress.
    var nextUnit = 0
    /// When the last complete run finished.
    var lastCompletion: Date?

    private static let defaultsKey = "MaintenanceScheduler.checkpoint"

    var isRunInProgress: Bool { nextUnit > 0 }

    static func load() -> Checkpoint {
      guard let data = UserDefaults.standard.data(forKey: defaultsKey),
        let saved = try? JSONDecoder().decode(Checkpoint.self, from: data)
      else { return Checkpoint() }
      return saved
    }

    func save() {
      guard let data = try? JSONEncoder().encode(self) else { return }
      UserDefaults.standard.set(data, forKey: Self.defaultsKey)
    }
  }
}
