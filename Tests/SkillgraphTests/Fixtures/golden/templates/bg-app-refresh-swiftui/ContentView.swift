import SwiftUI

/// A placeholder root view so that the app builds; use your own instead (and drop this file if
/// the app already has one).
struct ContentView: View {
  var body: some View {
    Text("Content refreshes in the background.")
  }
}
