import Foundation
import SkillgraphModel
import Testing

@testable import SkillgraphAudit

/// Each fixture project, and exactly the findings the shipped rules make on it.
@Suite("Audit of the fixture projects")
struct AuditFixtureTests {
  @Test("the shipped rule file reads without a problem")
  func shippedRules() {
    let contents = AuditRuleFile.read(AuditFixtures.repository + "/Content/audit-rules.yml")
    #expect(contents.diagnostics.isEmpty, "\(contents.diagnostics.map(\.formatted))")
    #expect(contents.rules.count >= 15)
  }

  @Test("a correct UIKit app delegate project has no finding")
  func cleanUIKitApp() throws {
    let findings = try AuditFixtures.findings(fixture: "uikit-app")
    #expect(findings.isEmpty, "\(findings.map(\.formatted))")
  }

  @Test("background transfers from a file and a background task ended on every path pass")
  func cleanTransferApp() throws {
    let findings = try AuditFixtures.findings(fixture: "transfer-app")
    #expect(findings.isEmpty, "\(findings.map(\.formatted))")
  }

  @Test("a data task and an upload from memory on a background session are told, in place")
  func backgroundSessionTasks() throws {
    let root = try AuditFixtures.copy("transfer-app")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AuditFixtures.replace(
      "  func status(",
      with: """
          func preview(_ url: URL, _ body: Data) {
            URLSession(configuration: .background(withIdentifier: "preview")).dataTask(with: url)
              .resume()
            let uploads = URLSession(
              configuration: .background(withIdentifier: "uploads"), delegate: nil,
              delegateQueue: nil)
            uploads.uploadTask(with: URLRequest(url: url), from: body).resume()
            self.session.uploadTask(with: URLRequest(url: url), from: body).resume()
            foreground.uploadTask(with: URLRequest(url: url), from: body).resume()
          }

          func status(
        """, in: "App/TransferStore.swift", root: root)
    let findings = try AuditFixtures.findings(root)
    #expect(
      findings.map { "\($0.line):\($0.column) \($0.rule)" } == [
        "27:71 data-task-on-background-session",
        "32:13 data-upload-on-background-session",
        "33:18 data-upload-on-background-session",
      ], "\(findings.map(\.formatted))")
  }

  @Test("a session property assigned in an initializer is followed into the type's methods")
  func sessionAssignedInInitializer() throws {
    let root = try AuditFixtures.copy("transfer-app")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AuditFixtures.replace(
      "  private lazy var session: URLSession = {",
      with: """
          private var session: URLSession

          override init() {
            let configuration = URLSessionConfiguration.background(withIdentifier: "b")
            session = URLSession(configuration: configuration)
            super.init()
          }

          private lazy var unused: URLSession = {
        """, in: "App/TransferStore.swift", root: root)
    try AuditFixtures.replace(
      "session.downloadTask(with: url)", with: "self.session.dataTask(with: url)",
      in: "App/TransferStore.swift", root: root)
    let findings = try AuditFixtures.findings(root)
    #expect(findings.map(\.rule) == ["data-task-on-background-session"])
  }

  @Test("a session property also given a default session elsewhere in its type is not judged")
  func reassignedSessionIsNotJudged() throws {
    let root = try AuditFixtures.copy("transfer-app")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AuditFixtures.replace(
      "  func status(",
      with: """
          func reset(_ url: URL) {
            session = URLSession(configuration: .default)
            session.dataTask(with: url).resume()
          }

          func status(
        """, in: "App/TransferStore.swift", root: root)
    #expect(try AuditFixtures.findings(root).isEmpty)
  }

  @Test("a background task identifier kept in a property is left to the pairing rule")
  func propertyIdentifierIsNotJudged() throws {
    let root = try AuditFixtures.copy("transfer-app")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AuditFixtures.replace(
      "    var token = UIBackgroundTaskIdentifier.invalid\n", with: "",
      in: "App/AppDelegate.swift", root: root)
    try AuditFixtures.replace(
      "  let transfers = TransferStore()\n",
      with: "  let transfers = TransferStore()\n  var token = UIBackgroundTaskIdentifier.invalid\n",
      in: "App/AppDelegate.swift", root: root)
    try AuditFixtures.replace(
      "      application.endBackgroundTask(token)\n      return", with: "      return",
      in: "App/AppDelegate.swift", root: root)
    #expect(try AuditFixtures.findings(root).isEmpty)
  }

  @Test("a scene-based app that submits only in applicationDidEnterBackground is told so")
  func sceneApp() throws {
    let findings = try AuditFixtures.findings(fixture: "scene-app")
    #expect(
      findings.map(\.rule).sorted()
        == ["submitted-only-in-app-delegate-background", "unresolved-build-setting"])
    let submit = try #require(findings.first { $0.rule.hasPrefix("submitted") })
    #expect(submit.path.hasSuffix("scene-app/Scene/AppDelegate.swift"))
    #expect(submit.line == 29)
    let unresolved = try #require(findings.first { $0.rule == "unresolved-build-setting" })
    #expect(unresolved.message.contains("$(TASK_PREFIX)"))
    #expect(unresolved.path.hasSuffix("Partial.plist"))
  }

  @Test("a SwiftUI app whose .backgroundTask(.appRefresh) closure never resubmits is told so")
  func swiftUIApp() throws {
    let findings = try AuditFixtures.findings(fixture: "swiftui-app")
    #expect(findings.map(\.rule) == ["swiftui-refresh-not-resubmitted"])
    #expect(findings.first?.line == 8)
  }

  @Test("a Swift package's beginBackgroundTask without handler or end is told so")
  func package() throws {
    let findings = try AuditFixtures.findings(fixture: "package")
    #expect(
      findings.map(\.rule).sorted()
        == ["background-task-never-ended", "background-task-without-expiration-handler"])
    #expect(findings.allSatisfy { $0.target == "Uploads" && $0.line == 7 })
  }

  @Test("an extension sharing a background session without a shared container is told so")
  func extensionSession() throws {
    let findings = try AuditFixtures.findings(fixture: "extension-session")
    let byTarget = Dictionary(grouping: findings, by: \.target).mapValues { $0.map(\.rule) }
    #expect(byTarget["Share"] == ["background-session-shared-container"])
    #expect(byTarget["Photos"] == ["background-session-events-not-handled"])
  }

  @Test("an Objective-C app delegate is scanned lexically, and its findings say so")
  func objectiveCApp() throws {
    let findings = try AuditFixtures.findings(fixture: "objc-app")
    #expect(
      findings.map(\.rule).sorted()
        == ["permitted-identifier-not-registered", "task-identifier-not-permitted"])
    let unpermitted = try #require(findings.first { $0.rule == "task-identifier-not-permitted" })
    #expect(unpermitted.lexical)
    #expect(unpermitted.message.contains("lexical scan of Objective-C"))
    #expect(unpermitted.message.contains("com.example.legacy.cleanup"))
    #expect(unpermitted.line == 7)
  }
}
