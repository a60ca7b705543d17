import Foundation
import Testing

@testable import Skillgraph

/// What the rendered code of a shipped set must do, beyond compiling: the calls Apple's
/// documentation asks for, in the functions where they have to happen.
@Suite("Shipped templates make the calls Apple's documentation requires")
struct ShippedTemplateAPITests {
  /// The Swift files of set `id` rendered with `values`, by output path.
  private func swiftFiles(_ id: String, _ values: [String: String] = [:]) throws -> [String: String]
  {
    let set = try ShippedTemplates.catalog.get().set(withID: id)
    let files = try set.render(values).files.filter { $0.language == .swift }
    return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
  }

  @Test("a failed or paused download keeps its resume data and continues from it")
  func downloadsResumeFromResumeData() throws {
    let swift = try #require(try swiftFiles("background-urlsession")["BackgroundDownloader.swift"])
    let completion = try #require(
      SwiftSource.body(of: "func urlSession(", containing: "didCompleteWithError", in: swift))
    #expect(completion.contains("downloadTaskResumeData"))
    #expect(completion.contains("ResumeDataStore.save(resumeData"))
    #expect(completion.contains("downloadTask(withResumeData: resumeData)"))
    let download = try #require(SwiftSource.body(of: "func download(from url: URL)", in: swift))
    #expect(download.contains("downloadTask(withResumeData:"))
    let pause = try #require(SwiftSource.body(of: "func pause(_ url: URL)", in: swift))
    #expect(pause.contains("cancel(byProducingResumeData:"))
    let finished = try #require(
      SwiftSource.body(of: "func urlSession(", containing: "didFinishDownloadingTo", in: swift))
    #expect(finished.contains("moveItem(at: location"), "the file is moved before returning")
  }

  @Test("the upload set sends files only, with uploadTask(with:fromFile:), never Data")
  func uploadsFromAFile() throws {
    let set = try ShippedTemplates.catalog.get().set(withID: "background-urlsession-upload")
    #expect(set.manifest.implements.pattern == 6)
    let swift = try swiftFiles("background-urlsession-upload").values.joined(separator: "\n")
    #expect(swift.contains("URLSessionConfiguration.background("))
    #expect(swift.contains("uploadTask(with: request, fromFile:"))
    for forbidden in ["from: Data", "fromData", "dataTask(with", "uploadTask(withStreamedRequest"] {
      #expect(!swift.contains(forbidden), "\(forbidden) does not run in a background session")
    }
    let completion = try #require(
      SwiftSource.body(of: "func urlSession(", containing: "didCompleteWithError", in: swift))
    #expect(
      completion.contains("uploadTask(with: request, fromFile: file)"), "retried from the file")
  }

  @Test(
    "the URLSession sets call the system's completion handler on the main actor",
    arguments: ["background-urlsession", "background-urlsession-upload"])
  func completionHandlerOnTheMainActor(id: String) throws {
    let swift = try swiftFiles(id).values.joined(separator: "\n")
    let finish = try #require(
      SwiftSource.body(of: "func urlSessionDidFinishEvents(forBackgroundURLSession", in: swift))
    #expect(finish.contains("Task { @MainActor in"))
    #expect(finish.contains("completionHandler?()"))
    #expect(swift.contains("handleEventsForBackgroundURLSession identifier: String"))
    #expect(swift.contains("configuration.sessionSendsLaunchEvents = true"))
  }

  @Test("the UIKit refresh set schedules from sceneDidEnterBackground and registers at launch")
  func refreshSchedulesFromTheSceneDelegate() throws {
    let files = try swiftFiles("bg-app-refresh-uikit")
    let scene = try #require(files["SceneDelegate.swift"], "no scene delegate is rendered")
    #expect(scene.contains(": UIResponder, UIWindowSceneDelegate"))
    let background = try #require(
      SwiftSource.body(of: "func sceneDidEnterBackground(_ scene: UIScene)", in: scene))
    #expect(background.contains("ContentRefresher.shared.scheduleRefresh()"))
    let delegate = try #require(files["AppDelegate.swift"])
    let launch = try #require(
      SwiftSource.body(
        of: "func application(", containing: "didFinishLaunchingWithOptions", in: delegate))
    #expect(launch.contains("registerLaunchHandler()"))
    let configuration = try #require(
      SwiftSource.body(
        of: "func application(", containing: "configurationForConnecting", in: delegate))
    #expect(configuration.contains("delegateClass = SceneDelegate.self"))
  }

  @Test("continued processing runs behind #available(iOS 26.0, *) with a fallback below it")
  func continuedProcessingFallsBack() throws {
    let swift = try #require(try swiftFiles("bg-continued-processing")["ExportController.swift"])
    #expect(!swift.contains("@available(iOS 26.0, *)\n@MainActor\nfinal class"))
    let start = try #require(SwiftSource.body(of: "func startJob(id: String", in: swift))
    #expect(start.contains("guard #available(iOS 26.0, *) else"))
    #expect(start.contains("runWithBackgroundTime(jobID: id)"))
    let fallback = try #require(SwiftSource.body(of: "func runWithBackgroundTime(", in: swift))
    #expect(fallback.contains("beginBackgroundTask(") && swift.contains("endBackgroundTask("))
    let iOS26Only = try #require(
      try swiftFiles("bg-continued-processing", ["supportsBelowIOS26": "false"])[
        "ExportController.swift"])
    #expect(iOS26Only.contains("@available(iOS 26.0, *)\n@MainActor\nfinal class"))
    #expect(!iOS26Only.contains("beginBackgroundTask("))
  }

  @Test("continued processing saves progress after every unit and resumes from it")
  func continuedProcessingSavesProgress() throws {
    let swift = try #require(try swiftFiles("bg-continued-processing")["ExportController.swift"])
    let work = try #require(SwiftSource.body(of: "func work(jobID: String", in: swift))
    #expect(work.contains("Checkpoint.load(jobID)"), "the work starts from the saved checkpoint")
    #expect(work.contains("while checkpoint.nextUnit < checkpoint.unitCount"))
    #expect(work.contains("checkpoint.save(jobID)"), "progress is saved after every unit")
    #expect(work.contains("Checkpoint.remove(jobID)"), "a finished job forgets its checkpoint")
    let run = try #require(
      SwiftSource.body(of: "func run(_ task: BGContinuedProcessingTask", in: swift))
    let expiration = try #require(run.range(of: "task.expirationHandler ="))
    let progress = try #require(run.range(of: "task.progress.completedUnitCount"))
    #expect(expiration.lowerBound < progress.lowerBound, "expiration handler first")
    #expect(run.contains("report(checkpoint.nextUnit, checkpoint.unitCount)"))
    #expect(run.contains("task.updateTitle(Self.title, subtitle:"))
    #expect(run.components(separatedBy: "task.setTaskCompleted(success:").count == 2)
    #expect(swift.contains("UserDefaults.standard"))
  }

  @Test("the silent push set names the headers and payload of a background push")
  func silentPushNamesTheHeaders() throws {
    let swift = try swiftFiles("silent-push").values.joined(separator: "\n")
    for fact in [
      "apns-push-type: background", "apns-priority: 5", #""content-available": 1"#,
      "two or three an hour",
    ] {
      #expect(swift.contains(fact), "\(fact)")
    }
    #expect(!swift.contains("15 minutes"))
  }
}

/// Finds function bodies in rendered Swift by plain text, enough for generated code whose
/// braces are balanced outside string literals.
enum SwiftSource {
  /// The body, braces included, of the first function whose declaration starts with `start`
  /// and, before its opening brace, contains `marker`.
  static func body(of start: String, containing marker: String? = nil, in source: String)
    -> String?
  {
    var searchFrom = source.startIndex
    while let found = source.range(of: start, range: searchFrom..<source.endIndex) {
      searchFrom = found.upperBound
      guard let open = source[found.lowerBound...].firstIndex(of: "{") else { return nil }
      let declaration = source[found.lowerBound..<open]
      if let marker, !declaration.contains(marker) { continue }
      var depth = 0
      var index = open
      while index < source.endIndex {
        if source[index] == "{" { depth += 1 }
        if source[index] == "}" {
          depth -= 1
          if depth == 0 { return String(source[open...index]) }
        }
        index = source.index(after: index)
      }
      return nil
    }
    return nil
  }
}
