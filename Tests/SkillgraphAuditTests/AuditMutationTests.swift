import Foundation
import Testing

@testable import SkillgraphAudit

/// The correct UIKit project broken in one way at a time: each break brings exactly the
/// finding of the rule that covers it, and nothing else.
@Suite("One break in a correct project, one finding")
struct AuditMutationTests {
  /// A change to one file of a correct fixture (`uikit-app` unless said), and the rule it must
  /// set off.
  struct Mutation: CustomTestStringConvertible, Sendable {
    var file: String
    var old: String
    var new: String
    var rule: String
    var fixture = "uikit-app"
    var testDescription: String { rule }
  }

  static let delegate = "App/AppDelegate.swift"
  static let plist = "App/Info.plist"
  static let scheduler = "App/RefreshScheduler.swift"
  static let transferDelegate = "App/AppDelegate.swift"
  static let store = "App/TransferStore.swift"

  static let mutations: [Mutation] = [
    Mutation(
      file: plist, old: "<string>$(PRODUCT_BUNDLE_IDENTIFIER).refresh</string>",
      new: "", rule: "task-identifier-not-permitted"),
    Mutation(
      file: plist, old: "<string>$(PRODUCT_BUNDLE_IDENTIFIER).refresh</string>",
      new:
        "<string>$(PRODUCT_BUNDLE_IDENTIFIER).refresh</string><string>com.example.app.sync</string>",
      rule: "permitted-identifier-not-registered"),
    Mutation(
      file: plist, old: "<string>fetch</string>", new: "<string>audio</string>",
      rule: "refresh-without-fetch-mode"),
    Mutation(
      file: plist, old: "<string>fetch</string>",
      new: "<string>fetch</string><string>processing</string>", rule: "processing-mode-unused"),
    Mutation(
      file: scheduler, old: "  func fetch(",
      new: "  func clean() { _ = BGProcessingTaskRequest.self }\n\n  func fetch(",
      rule: "processing-without-processing-mode"),
    Mutation(
      file: delegate, old: "    registerBackgroundTasks()\n    return true",
      new: "    return true", rule: "registration-after-launch"),
    Mutation(
      file: delegate,
      old: "      task.setTaskCompleted(success: true)\n      return",
      new: "      return", rule: "task-not-completed-on-every-path"),
    Mutation(
      file: delegate,
      old: "    task.expirationHandler = {\n      task.setTaskCompleted(success: false)\n    }\n",
      new: "", rule: "task-without-expiration-handler"),
    Mutation(
      file: delegate, old: "    scheduler.submit()\n    guard", new: "    guard",
      rule: "refresh-not-resubmitted"),
    Mutation(
      file: scheduler, old: "      UIApplication.shared.endBackgroundTask(identifier)\n",
      new: "", rule: "background-task-never-ended"),
    Mutation(
      file: scheduler,
      old: "beginBackgroundTask(withName: \"fetch\") {\n      completion(false)\n    }",
      new: "beginBackgroundTask(withName: \"fetch\", expirationHandler: nil)",
      rule: "background-task-without-expiration-handler"),
    Mutation(
      file: scheduler, old: "  func fetch(",
      new:
        "  let session = URLSession(configuration: .background(withIdentifier: \"up\"))\n\n  func fetch(",
      rule: "background-session-events-not-handled"),
    Mutation(
      file: scheduler, old: "    URLSession.shared.dataTask(",
      new: "    guard hasWork else { return }\n    URLSession.shared.dataTask(",
      rule: "background-task-not-ended-on-every-path"),
    Mutation(
      file: transferDelegate,
      old: "      application.endBackgroundTask(token)\n      return",
      new: "      return", rule: "background-task-not-ended-on-every-path", fixture: "transfer-app"),
    Mutation(
      file: store, old: "session.downloadTask(with: url)", new: "session.dataTask(with: url)",
      rule: "data-task-on-background-session", fixture: "transfer-app"),
    Mutation(
      file: store, old: "fromFile: file)", new: "from: body)",
      rule: "data-upload-on-background-session", fixture: "transfer-app"),
    Mutation(
      file: plist, old: "<string>fetch</string>",
      new: "<string>fetch</string><string>remote-notification</string>",
      rule: "push-mode-without-aps-environment"),
  ]

  @Test("the break sets off its rule alone", arguments: mutations)
  func oneBreak(_ mutation: Mutation) throws {
    let root = try AuditFixtures.copy(mutation.fixture)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AuditFixtures.replace(mutation.old, with: mutation.new, in: mutation.file, root: root)
    let findings = try AuditFixtures.findings(root)
    // NB: one break may show in several places (the registration and the request).
    #expect(!findings.isEmpty)
    #expect(Set(findings.map(\.rule)) == [mutation.rule], "\(findings.map(\.formatted))")
  }

  /// A copy of the UIKit fixture with the push mode and `App/App.entitlements` named by every
  /// configuration; the entitlements file itself is left to the caller.
  static func pushApp() throws -> String {
    let root = try AuditFixtures.copy("uikit-app")
    try AuditFixtures.replace(
      "<string>fetch</string>", with: "<string>fetch</string><string>remote-notification</string>",
      in: Self.plist, root: root)
    for configuration in ["A0000022", "A0000023"] {
      let settings = "\(configuration) = {isa = XCBuildConfiguration; name = "
      let name = configuration == "A0000022" ? "Debug" : "Release"
      try AuditFixtures.replace(
        settings + name + "; buildSettings = { ",
        with: settings + name
          + "; buildSettings = { CODE_SIGN_ENTITLEMENTS = App/App.entitlements; ",
        in: "App.xcodeproj/project.pbxproj", root: root)
    }
    return root
  }

  static func entitlements(holdingEnvironment: Bool) -> String {
    let entry = holdingEnvironment ? "<key>aps-environment</key><string>development</string>" : ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>\(entry)<key>com.apple.security.application-groups</key><array/></dict></plist>
      """
  }

  @Test(
    "the push mode with entitlements: silent when they hold aps-environment, else named",
    arguments: [true, false])
  func pushModeWithEntitlements(holdsEnvironment: Bool) throws {
    let root = try Self.pushApp()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.entitlements(holdingEnvironment: holdsEnvironment)
      .write(toFile: root + "/App/App.entitlements", atomically: true, encoding: .utf8)
    let findings = try AuditFixtures.findings(root)
    if holdsEnvironment {
      #expect(findings.isEmpty, "\(findings.map(\.formatted))")
    } else {
      #expect(findings.map(\.rule) == ["push-mode-without-aps-environment"])
      #expect(findings.first?.message.contains("App/App.entitlements does not hold it") == true)
      #expect(findings.first?.path.hasSuffix("App/Info.plist") == true)
    }
  }

  @Test("entitlements behind a link out of the project are not read, so nothing is said")
  func entitlementsOutsideTheRoot() throws {
    let root = try Self.pushApp()
    let outside = root + "-outside.entitlements"
    defer {
      try? FileManager.default.removeItem(atPath: root)
      try? FileManager.default.removeItem(atPath: outside)
    }
    try Self.entitlements(holdingEnvironment: false)
      .write(toFile: outside, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/App/App.entitlements", withDestinationPath: outside)
    #expect(try AuditFixtures.findings(root).isEmpty)
  }

  @Test("the expiration handler's completion does not count as the handler's own")
  func expirationCompletionIsNotAPath() throws {
    let root = try AuditFixtures.copy("uikit-app")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AuditFixtures.replace(
      "    scheduler.fetch { success in\n      task.setTaskCompleted(success: success)\n    }",
      with: "    scheduler.fetch { _ in }", in: Self.delegate, root: root)
    let findings = try AuditFixtures.findings(root)
    #expect(findings.map(\.rule) == ["task-not-completed-on-every-path"])
    #expect(findings.first?.path.hasSuffix("App/AppDelegate.swift") == true)
  }

  @Test("a launch handler that hands the task to code outside the module is not judged")
  func unknownHandOffIsSilent() throws {
    let root = try AuditFixtures.copy("uikit-app")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AuditFixtures.replace(
      "      task.setTaskCompleted(success: true)\n      return",
      with: "      Tracker.shared.finish(task)\n      return", in: Self.delegate, root: root)
    #expect(try AuditFixtures.findings(root).isEmpty)
  }
}
