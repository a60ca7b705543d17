import Foundation

/// A real app of the shared corpus (`../shared/corpus/ios-apps`) as the audit tests read it: a
/// copy, in the temporary directory, of its project files, property lists, entitlements,
/// settings files and Objective-C, and of those of its Swift files that name one of the
/// background-execution APIs the shipped audit rules are about (`names`).
///
/// A finding of those rules is placed at a call of such an API, in a handler registered with
/// one, or in a property list or an entitlements file, all of which the copy keeps; the rest of
/// the app's Swift, which a debug build's swift-syntax takes most of a minute to parse, is left
/// out. What the copy cannot show: a finding that comes or goes through a file left out (a call
/// chain, a constant); the fixtures test those analyses on projects made for them.
public enum RealAppSample {
  /// The names a Swift file is kept for, each as a whole word: the BackgroundTasks types and
  /// calls, UIKit's background tasks and launch and background callbacks, SwiftUI's
  /// `backgroundTask`, and background URL sessions and the tasks made on them.
  public static let names = [
    "BGTaskScheduler", "BGAppRefreshTask", "BGAppRefreshTaskRequest", "BGProcessingTask",
    "BGProcessingTaskRequest", "BGContinuedProcessingTask", "BGContinuedProcessingTaskRequest",
    "forTaskWithIdentifier", "setTaskCompleted", "expirationHandler", "beginBackgroundTask",
    "endBackgroundTask", "backgroundTask", "appRefresh", "setMinimumBackgroundFetchInterval",
    "performFetchWithCompletionHandler", "didFinishLaunchingWithOptions",
    "willFinishLaunchingWithOptions", "applicationDidEnterBackground",
    "handleEventsForBackgroundURLSession", "background(withIdentifier", "sharedContainerIdentifier",
    "dataTask", "uploadTask",
  ]

  private static let copies = Watched([String: String]())

  /// The copy of the app in the corpus folder `name` (`NetNewsWire`), made once per test run.
  public static func copy(_ name: String) throws -> String {
    let made = copies.update { copies in
      if let made = copies[name] { return Result<String, any Error>.success(made) }
      let made = Result { try makeCopy(of: SharedCorpus.iOSApps + "/" + name) }
      if case .success(let path) = made { copies[name] = path }
      return made
    }
    return try made.get()
  }

  private static func makeCopy(of source: String) throws -> String {
    let destination = TestRunFolder.url
      .appendingPathComponent("skillgraph-app-\(UUID().uuidString)")
      .appendingPathComponent(URL(fileURLWithPath: source).lastPathComponent).path
    let files = FileManager.default.enumerator(atPath: source)?.allObjects as? [String] ?? []
    for relative in files {
      let path = source + "/" + relative
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      if relative.hasSuffix(".swift") {
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        guard namesAnAPI(text) else { continue }
      }
      let target = destination + "/" + relative
      try FileManager.default.createDirectory(
        atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: path, toPath: target)
    }
    return destination
  }

  private static let pattern: NSRegularExpression? = {
    let alternatives = names.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
    return try? NSRegularExpression(
      pattern: "(?<![A-Za-z0-9_])(?:\(alternatives))(?![A-Za-z0-9_])")
  }()

  /// Whether `text` names one of `names`.
  static func namesAnAPI(_ text: String) -> Bool {
    guard let pattern else { preconditionFailure("the names make a valid pattern") }
    return pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }
}
