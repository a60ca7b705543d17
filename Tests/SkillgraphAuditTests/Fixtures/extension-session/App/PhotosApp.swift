import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
  lazy var session = URLSession(
    configuration: .background(withIdentifier: "com.example.photos.upload"), delegate: nil,
    delegateQueue: nil)
}
