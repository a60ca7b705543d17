import UIKit
import os

/// Fetches what a silent push announced, within the time the system allows (about 30 seconds),
/// and turns the outcome into the `UIBackgroundFetchResult` the app delegate reports.
///
/// The server sends `{"aps": {"content-available": 1}}` with no alert, the change hint under
/// `changeHintKey` beside `aps`, and the `apns-priority: 5` header (10 is only for
/// time-sensitive pushes and does not lift the rate limit). Silent pushes are throttled: the
/// app may be launched for only some of them, roughly 15 minutes apart, so never count on one
/// launch per push.
enum RemoteChangeSync {
  /// The custom payload key, beside `aps`, that says what changed.
  static let changeHintKey = "changed"

  /// Seconds the fetch may take before the push is reported as failed.
  static let deadline: TimeInterval = 25

  private static let logger = Logger(subsystem: "com.example.app", category: "SilentPush")

  /// Fetches the announced change: `.newData`, `.noData`, or `.failed` on an error or when the
  /// deadline passes (the fetch is then cancelled, so it must let cancellation stop it).
  static func fetch(changeHint: String?) async -> UIBackgroundFetchResult {
    await withTaskGroup(of: UIBackgroundFetchResult?.self) { group in
      group.addTask {
        do {
          return try await fetchChanges(changeHint: changeHint) ? .newData : .noData
        } catch is CancellationError {
          return .failed
        } catch {
          logger.error("Push fetch failed: \(error.localizedDescription)")
          return .failed
        }
      }
      group.addTask {
        try? await Task.sleep(nanoseconds: UInt64(deadline * 1_000_000_000))
        return nil
      }
      // The first to finish decides; nil means the deadline came first.
      let first = await group.next() ?? nil
      group.cancelAll()
      guard let result = first else {
        logger.notice("Push fetch passed its deadline")
        return .failed
      }
      return result
    }
  }

  // MARK: - Replace these

  /// Fetches the data the push announced, off the main actor; `true` when there was new data.
  /// Replace the body with the app's own sync, and let cancellation stop it (URLSession's async
  /// methods and `Task.checkCancellation()` throw once it is cancelled).
  private static func fetchChanges(changeHint: String?) async throws -> Bool {
    try Task.checkCancellation()
    return false
  }

  /// Called with the device token in hex: send it to the server that sends the pushes.
  static func deviceTokenDidChange(_ token: String) {
    logger.info("Device token: \(token, privacy: .private)")
  }

  /// Called when the app could not register for remote notifications (typical in the
  /// Simulator, or without the Push Notifications capability).
  static func registrationDidFail(_ error: any Error) {
    logger.error("Remote notifications unavailable: \(error.localizedDescription)")
  }
}
