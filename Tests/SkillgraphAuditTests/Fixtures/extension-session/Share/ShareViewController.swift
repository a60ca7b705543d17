import UIKit

final class ShareViewController: UIViewController {
  func upload(_ file: URL) {
    let configuration = URLSessionConfiguration.background(
      withIdentifier: "com.example.photos.upload")
    let session = URLSession(configuration: configuration)
    session.uploadTask(with: URLRequest(url: file), fromFile: file).resume()
  }
}
