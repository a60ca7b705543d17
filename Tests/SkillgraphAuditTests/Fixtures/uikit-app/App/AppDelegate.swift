import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  let scheduler = RefreshScheduler()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    registerBackgroundTasks()
    return true
  }

  func registerBackgroundTasks() {
    BGTaskScheduler.shared.register(forTaskWithIdentifier: RefreshScheduler.identifier, using: nil)
    {
      task in
      self.handleRefresh(task as! BGAppRefreshTask)
    }
  }

  func handleRefresh(_ task: BGAppRefreshTask) {
    task.expirationHandler = {
      task.setTaskCompleted(success: false)
    }
    scheduler.submit()
    guard scheduler.hasWork else {
      task.setTaskCompleted(success: true)
      return
    }
    scheduler.fetch { success in
      task.setTaskCompleted(success: success)
    }
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    scheduler.submit()
  }
}
