import UIKit

/// The app delegate: registers the refresh task at launch and schedules the first refresh when
/// the app leaves the screen. Merge it into your own delegate (the one marked `@main`, or the
/// one a SwiftUI app adopts with `@UIApplicationDelegateAdaptor`).
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    // Before returning: a launch handler registered any later never runs.
    ContentRefresher.shared.registerLaunchHandler()
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    // NB: apps with a scene delegate do not get this call; schedule from its
    // sceneDidEnterBackground(_:) instead.
    ContentRefresher.shared.scheduleRefresh()
  }
}
