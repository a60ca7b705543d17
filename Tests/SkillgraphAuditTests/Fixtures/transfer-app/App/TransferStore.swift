import Foundation

final class TransferStore: NSObject, URLSessionDownloadDelegate {
  var finishEvents: (() -> Void)?
  var hasChanges = false
  private let folder = FileManager.default.temporaryDirectory

  private lazy var session: URLSession = {
    let configuration = URLSessionConfiguration.background(withIdentifier: "com.example.transfer")
    return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
  }()

  /// Interactive requests go through a session of their own.
  private let foreground = URLSession(configuration: .default)

  func download(_ url: URL) {
    session.downloadTask(with: url).resume()
  }

  func upload(_ body: Data, to url: URL) throws {
    let file = folder.appendingPathComponent(UUID().uuidString)
    try body.write(to: file)
    session.uploadTask(with: URLRequest(url: url), fromFile: file).resume()
  }

  func status(_ url: URL) {
    foreground.dataTask(with: url).resume()
  }

  func save(completion: @escaping () -> Void) {
    hasChanges = false
    completion()
  }

  func urlSession(
    _ session: URLSession, downloadTask: URLSessionDownloadTask,
    didFinishDownloadingTo location: URL
  ) {}

  func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
    DispatchQueue.main.async { self.finishEvents?() }
  }
}
