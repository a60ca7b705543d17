import UIKit

public final class Uploader {
  public func start() {
    _ = UIApplication.shared.beginBackgroundTask(withName: "upload", expirationHandler: nil)
    upload()
  }

  func upload() {}
}
