import BackgroundTasks
import SwiftUI

@main
struct WeatherApp: App {
  var body: some Scene {
    WindowGroup { Text("Weather") }
      .backgroundTask(.appRefresh("com.example.weather.forecast")) {
        await Forecast.reload()
      }
  }
}

enum Forecast {
  static func reload() async {}

  static func schedule() {
    let request = BGAppRefreshTaskRequest(identifier: "com.example.weather.forecast")
    try? BGTaskScheduler.shared.submit(request)
  }
}
