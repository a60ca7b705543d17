import BackgroundTasks
import Foundation

/// Bridges a `BGTask`'s expiration callback to Swift concurrency: the work runs in a Swift
/// task, the task's expiration cancels that work (from any thread, at any moment, even before
/// the work has started), and `setTaskCompleted(success:)` is called exactly once.
///
/// Make it the whole body of a launch handler registered with `using: .main`:
///
/// ```swift
/// let scheduler = BGTaskScheduler.shared
/// scheduler.register(forTaskWithIdentifier: "com.example.app.refresh", using: .main) { task in
///     BackgroundTaskBridge.run(task) {
///         try await Inbox.shared.downloadNewMessages()
///     }
/// }
/// ```
///
/// Cancellation is cooperative: the work must stop soon after it is cancelled, by letting the
/// error of a cancelled `await` propagate (URLSession's async methods throw), by calling
/// `try Task.checkCancellation()` between steps, or by checking `Task.isCancelled` to save its
/// state and return. The task succeeds when the work returns without throwing and without being
/// cancelled. (SwiftUI's `backgroundTask` modifier does this bridging itself: expiry cancels the
/// closure's task.)
enum BackgroundTaskBridge {
  /// Runs `work` for `task`: installs the expiration handler first, starts the work, and
  /// completes `task` once when the work ends, on success, failure and expiry alike.
  ///
  /// - Parameters:
  ///   - task: The task the system launched; its expiration handler is replaced.
  ///   - onCancel: Called when the work is cancelled (the task expired, or the returned handle
  ///     was cancelled), synchronously on the cancelling thread and even while the work is
  ///     suspended: keep it tiny (cancel a request, flip a flag) and never wait in it.
  ///   - work: The work, run off the main actor.
  /// - Returns: The Swift task running the work; cancelling it ends the work as an expiry would.
  @MainActor
  @discardableResult
  static func run(
    _ task: BGTask,
    onCancel: (@Sendable () -> Void)? = nil,
    work: @escaping @Sendable () async throws -> Void
  ) -> Task<Void, Never> {
    let expiry = Expiry()
    // 1. Expiration first: from here on, an expiry on any thread becomes cancellation.
    task.expirationHandler = { @Sendable in expiry.fire() }
    // 2. The work, in a Swift task that the expiry can cancel.
    let running = Task {
      let succeeded: Bool
      do {
        try await withTaskCancellationHandler {
          try await work()
        } onCancel: {
          onCancel?()
        }
        succeeded = !Task.isCancelled
      } catch {
        // CancellationError after an expiry, or a real failure: both report completion.
        succeeded = false
      }
      // 3. The one and only completion, whichever path led here.
      task.setTaskCompleted(success: succeeded)
    }
    expiry.attach(running)
    return running
  }

  /// Whether the task has expired, and the Swift task to cancel when it does; safe to use from
  /// any thread.
  private final class Expiry: @unchecked Sendable {
    // NB: @unchecked because both stored properties are only read and written under `lock`.
    private let lock = NSLock()
    private var hasExpired = false
    private var running: Task<Void, Never>?

    /// The expiration handler's body: cancels the work, or marks it to be cancelled as soon
    /// as it is attached.
    func fire() {
      lock.lock()
      hasExpired = true
      let running = self.running
      lock.unlock()
      running?.cancel()
    }

    /// Hands over the Swift task running the work; cancels it at once if the task has
    /// already expired.
    func attach(_ running: Task<Void, Never>) {
      lock.lock()
      self.running = running
      let hasExpired = self.hasExpired
      lock.unlock()
      if hasExpired { running.cancel() }
    }
  }
}
