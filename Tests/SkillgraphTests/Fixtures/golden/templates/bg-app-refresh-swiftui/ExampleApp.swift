import SwiftUI

/// The app: refreshes content in the background with SwiftUI's `backgroundTask` modifier
/// (iOS 16 and later), which completes the task when its closure returns and cancels the
/// closure's task when the time runs out.
@main
struct ExampleApp: App {
  @Environment(\.scenePhase) private var scenePhase

  var body: some Scene {
    WindowGroup {
      ContentView()
    }
    .onChange(of: scenePhase) { _, newPhase in
      // The first request goes in as the app leaves the screen.
      if newPhase == .background { ContentRefresher.scheduleRefresh() }
    }
    // Runs when the system launches the app for the refresh task with this identifier.
    .backgroundTask(.appRefresh(ContentRefresher.taskIdentifier)) {
      await ContentRefresher.performRefresh()
    }
  }
}
