import BackgroundTasks
import Foundation
import os

/// Keeps a job the user started running after they leave the app, with
/// `BGContinuedProcessingTask` (iOS 26): the system shows its title, subtitle and progress, and
/// the user can cancel it from there.
///
/// Call `startJob(unitCount:)` from the action the user took (an Export button, say); never
/// for work they did not ask for. Each job registers its own identifier, under the wildcard in
/// Info.plist, at that moment: this is the one task type not registered at launch.
///
/// Info.plist: the wildcard in `BGTaskSchedulerPermittedIdentifiers`, and `processing` in
/// `UIBackgroundModes`.
@available(iOS 26.0, *)
@MainActor
final class ExportController {
  /// The one instance; launch handlers keep using it for the life of the app.
  static let shared = ExportController()

  /// The wildcard entry of `BGTaskSchedulerPermittedIdentifiers`, spelled exactly the same.
  static let permittedIdentifier = "com.example.app.export.*"

  /// The title the system shows while a job runs.
  static let title = "Exporting your library"

  /// The subtitle shown until the first unit of work is done.
  static let initialSubtitle = "Getting ready"

  private static let logger = Logger(subsystem: "com.example.app", category: "Jobs")

  /// The running jobs by task identifier, cancelled when the user or the system stops them.
  private var jobs: [String: Task<Void, Never>] = [:]

  private init() {}

  /// Starts a job of `unitCount` units that can go on in the background. Returns `false` when
  /// the system does not accept it: then tell the user that the job cannot continue in the
  /// background right now.
  @discardableResult
  func startJob(unitCount: Int) -> Bool {
    precondition(unitCount > 0, "A job needs at least one unit of work")
    // A fresh identifier per job (prefix + unique suffix): an identifier is registered once.
    let identifier = "\(Self.permittedIdentifier.dropLast())\(UUID().uuidString)"
    // NB: this closure is main-actor code; `using: .main` makes the system call it on the main
    // queue.
    let registered = BGTaskScheduler.shared.register(
      forTaskWithIdentifier: identifier,
      using: .main
    ) { task in
      guard let continuedTask = task as? BGContinuedProcessingTask else {
        // Only continued processing requests are submitted for this identifier.
        task.setTaskCompleted(success: false)
        return
      }
      self.run(continuedTask, identifier: identifier, unitCount: unitCount)
    }
    guard registered else {
      Self.logger.fault(
        "Not a permitted identifier: \(Self.permittedIdentifier, privacy: .public)")
      return false
    }

    let request = BGContinuedProcessingTaskRequest(
      identifier: identifier,
      title: Self.title,
      subtitle: Self.initialSubtitle
    )
    // .fail: refuse now if the job cannot start at once; .queue: start it when possible.
    request.strategy = .fail
    do {
      try BGTaskScheduler.shared.submit(request)
      Self.logger.info("Submitted \(identifier, privacy: .public)")
      return true
    } catch let schedulerError as BGTaskScheduler.Error {
      switch schedulerError.code {
      case .immediateRunIneligible:
        Self.logger.notice("The system cannot start the job right now")
      case .notPermitted:
        Self.logger.fault(
          "Not permitted: check processing in UIBackgroundModes and the identifiers")
      case .unavailable:
        Self.logger.notice("Continued processing is unavailable here (Simulator?)")
      default:
        Self.logger.error("Job not submitted: \(schedulerError.localizedDescription)")
      }
      return false
    } catch {
      Self.logger.error("Job not submitted: \(error.localizedDescription)")
      return false
    }
  }

  /// One job: expiration first, then progress, then the units, completed once.
  private func run(_ task: BGContinuedProcessingTask, identifier: String, unitCount: Int) {
    // 1. Expiration first. It comes when the user cancels in the system UI or the system ends
    //    the task, possibly on any thread: hop to the main actor and cancel the job.
    task.expirationHandler = { @Sendable [weak self] in
      Task { @MainActor in self?.jobs[identifier]?.cancel() }
    }
    // 2. Progress is not optional: a task that reports none is expired as stalled.
    task.progress.totalUnitCount = Int64(unitCount)
    task.progress.completedUnitCount = 0
    Self.logger.info("Job \(identifier, privacy: .public) started")
    // 3. The work, unit by unit. Every path ends in exactly one setTaskCompleted(success:).
    jobs[identifier] = Task {
      let succeeded: Bool
      do {
        for unit in 0..<unitCount {
          try Task.checkCancellation()
          try await Self.performUnit(unit, of: unitCount)
          task.progress.completedUnitCount = Int64(unit + 1)
          task.updateTitle(
            Self.title, subtitle: "\(unit + 1) of \(unitCount) items")
        }
        succeeded = true
      } catch is CancellationError {
        Self.logger.notice("Job \(identifier, privacy: .public) cancelled")
        succeeded = false
      } catch {
        Self.logger.error("Job failed: \(error.localizedDescription)")
        succeeded = false
      }
      jobs[identifier] = nil
      task.setTaskCompleted(success: succeeded)
    }
  }

  /// Performs unit `index` of the job, off the main actor. Replace the body with the real work
  /// (encode one photo, upload one file) and let cancellation stop it; throw to fail the job.
  nonisolated private static func performUnit(_ index: Int, of unitCount: Int) async throws {
    try Task.checkCancellation()
  }
}
