import BackgroundTasks
import UIKit

enum TaskID: String {
  case refresh = "com.example.scene.refresh"
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    BGTaskScheduler.shared.register(
      forTaskWithIdentifier: TaskID.refresh.rawValue, using: nil, launchHandler: refresh)
    return true
  }

  func refresh(_ task: BGTask) {
    task.expirationHandler = { task.setTaskCompleted(success: false) }
    defer { task.setTaskCompleted(success: true) }
    reload()
  }

  func reload() {}

  func applicationDidEnterBackground(_ application: UIApplication) {
    let request = BGAppRefreshTaskRequest(identifier: TaskID.refresh.rawValue)
    try? BGTaskScheduler.shared.submit(request)
  }
}
