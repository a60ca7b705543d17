import UIKit

/// The app delegate: reconnects the background session at launch and passes the system's
/// completion handler on when the app is woken for session events. Merge it into your own
/// delegate (the one marked `@main`, or the one a SwiftUI app adopts with
/// `@UIApplicationDelegateAdaptor`).
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    // Recreate the session early, with the same identifier, so that events waiting for the
    // app (including after a relaunch in the background) reach its delegate.
    BackgroundDownloader.shared.activate()
    return true
  }

  func application(
    _ application: UIApplication,
    handleEventsForBackgroundURLSession identifier: String,
    completionHandler: @escaping () -> Void
  ) {
    guard identifier == BackgroundDownloader.sessionIdentifier else {
      // Not a session of this code: nothing to wait for.
      completionHandler()
      return
    }
    // Kept until the session's delegate has handled every event (urlSessionDidFinishEvents).
    BackgroundDownloader.shared.handleEvents(completionHandler: completionHandler)
  }
}
