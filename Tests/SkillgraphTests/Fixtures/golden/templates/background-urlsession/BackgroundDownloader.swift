import UIKit
import os

/// Downloads large files with a background `URLSession`. The transfers run in a system process:
/// they go on while the app is suspended or terminated, and the app is relaunched in the
/// background when they finish.
///
/// - `activate()` at every launch (the app delegate does it), so that a session with events
///   waiting is reconnected to its delegate: one session per identifier, always the same one;
/// - `download(from:)` to start a transfer;
/// - the app delegate hands the system's completion handler to
///   `handleEvents(completionHandler:)`; it is called once every event has been handled.
///
/// Info.plist: nothing to add.
final class BackgroundDownloader: NSObject, URLSessionDownloadDelegate, Sendable {
  /// The one instance: the session's delegate for the life of the app.
  static let shared = BackgroundDownloader()

  /// The session's identifier, the same at every launch.
  static let sessionIdentifier = "com.example.app.downloads"

  private static let logger = Logger(subsystem: "com.example.app", category: "Downloads")

  /// The session, created once per process.
  @MainActor private var session: URLSession?

  /// The completion handler of the current wake-up, called once all its events are handled.
  @MainActor private var eventsCompletionHandler: (() -> Void)?

  override private init() {
    super.init()
  }

  /// Creates the session, or returns the one already created.
  @MainActor
  @discardableResult
  func activate() -> URLSession {
    if let session { return session }
    let configuration = URLSessionConfiguration.background(
      withIdentifier: Self.sessionIdentifier)
    // Relaunch the app in the background when transfers finish (default false).
    configuration.sessionSendsLaunchEvents = true
    // true lets the system wait for Wi-Fi and power: only for transfers nobody waits for.
    configuration.isDiscretionary = false
    configuration.allowsCellularAccess = true
    // How long a request may wait for more data, not a limit on the whole download.
    configuration.timeoutIntervalForRequest = 60
    let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    self.session = session
    return session
  }

  /// Starts downloading `url`; the transfer survives suspension and termination.
  @MainActor
  func download(from url: URL) {
    activate().downloadTask(with: url).resume()
    Self.logger.info("Download started: \(url.lastPathComponent, privacy: .public)")
  }

  /// Keeps the completion handler the system passed to the app delegate, and reconnects the
  /// session so that its events reach this delegate.
  @MainActor
  func handleEvents(completionHandler: @escaping () -> Void) {
    eventsCompletionHandler = completionHandler
    activate()
  }

  // MARK: - URLSessionDownloadDelegate

  func urlSession(
    _ session: URLSession,
    downloadTask: URLSessionDownloadTask,
    didFinishDownloadingTo location: URL
  ) {
    // The system deletes `location` as soon as this method returns: move the file now,
    // synchronously, and work on the moved copy later.
    do {
      let destination = try Self.destination(for: downloadTask)
      let files = FileManager.default
      if files.fileExists(atPath: destination.path) {
        try files.removeItem(at: destination)
      }
      try files.moveItem(at: location, to: destination)
      // Background launches often happen while the device is locked.
      try files.setAttributes(
        [.protectionKey: FileProtectionType.completeUntilFirstUserAuthentication],
        ofItemAtPath: destination.path)
      Self.logger.info("Saved \(destination.lastPathComponent, privacy: .public)")
    } catch {
      Self.logger.error("Could not keep a download: \(error.localizedDescription)")
    }
  }

  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    didCompleteWithError error: (any Error)?
  ) {
    if let error {
      Self.logger.error("Download failed: \(error.localizedDescription)")
    }
  }

  func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
    // Every event of this wake-up has been delivered: tell the system, on the main actor.
    Task { @MainActor in
      let completionHandler = eventsCompletionHandler
      eventsCompletionHandler = nil
      completionHandler?()
    }
  }

  /// Where a finished download is kept: Application Support, in its own folder.
  private static func destination(for task: URLSessionDownloadTask) throws -> URL {
    let files = FileManager.default
    let folder = try files.url(
      for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil,
      create: true
    ).appendingPathComponent("Downloads", isDirectory: true)
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    let name =
      task.response?.suggestedFilename
      ?? task.originalRequest?.url?.lastPathComponent
      ?? "download-\(task.taskIdentifier)"
    return folder.appendingPathComponent(name, isDirectory: false)
  }
}
