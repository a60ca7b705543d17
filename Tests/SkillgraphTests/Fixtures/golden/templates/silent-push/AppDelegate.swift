import UIKit

/// The app delegate: registers for remote notifications and answers every silent push with
/// exactly one call to its completion handler. Merge it into your own delegate (the one marked
/// `@main`, or the one a SwiftUI app adopts with `@UIApplicationDelegateAdaptor`).
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    // Silent pushes need a device token, not the user's permission to show alerts.
    application.registerForRemoteNotifications()
    return true
  }

  func application(
    _ application: UIApplication,
    didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {
    let token = deviceToken.map { byte in String(format: "%02x", byte) }.joined()
    RemoteChangeSync.deviceTokenDidChange(token)
  }

  func application(
    _ application: UIApplication,
    didFailToRegisterForRemoteNotificationsWithError error: any Error
  ) {
    RemoteChangeSync.registrationDidFail(error)
  }

  func application(
    _ application: UIApplication,
    didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    // Without an aps dictionary this is not a push to fetch for: answer at once.
    guard userInfo["aps"] is [String: Any] else {
      completionHandler(.noData)
      return
    }
    // Take what the fetch needs out of the payload here; the dictionary is not Sendable.
    let changeHint = userInfo[RemoteChangeSync.changeHintKey] as? String
    Task {
      // One call, on every path: the fetch returns .newData, .noData or .failed, in time.
      let result = await RemoteChangeSync.fetch(changeHint: changeHint)
      completionHandler(result)
    }
  }
}
