import UIKit

/// Uploads files.
public final class Uploader {
  /// Starts an upload.
  public func start() {
    _ = UIApplication.shared.beginBackgroundTask(withName: "upload", expirationHandler: nil)
    upload()
  }

  func upload() {}
}
