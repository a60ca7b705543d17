import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  let transfers = TransferStore()

  func application(
    _ application: UIApplication,
    handleEventsForBackgroundURLSession identifier: String,
    completionHandler: @escaping () -> Void
  ) {
    transfers.finishEvents = completionHandler
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    var token = UIBackgroundTaskIdentifier.invalid
    token = application.beginBackgroundTask(withName: "save") {
      application.endBackgroundTask(token)
      token = .invalid
    }
    guard transfers.hasChanges else {
      application.endBackgroundTask(token)
      return
    }
    transfers.save {
      guard token != .invalid else { return }
      application.endBackgroundTask(token)
      token = .invalid
    }
  }
}
