import BackgroundTasks
import UIKit

final class RefreshScheduler {
  static let identifier = "com.example.app.refresh"
  var hasWork = true

  func submit() {
    let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
    request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
    try? BGTaskScheduler.shared.submit(request)
  }

  func fetch(completion: @escaping (Bool) -> Void) {
    let identifier = UIApplication.shared.beginBackgroundTask(withName: "fetch") {
      completion(false)
    }
    URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, error in
      completion(error == nil)
      UIApplication.shared.endBackgroundTask(identifier)
    }.resume()
  }
}
