import Foundation
import SkillgraphTestSupport
import Testing

/// `Tests/SkillgraphAuditTests/Fixtures`: the audit's small projects.
let auditFixturesFolder = URL(fileURLWithPath: shippedContent).deletingLastPathComponent()
  .appendingPathComponent("Tests/SkillgraphAuditTests/Fixtures").path

/// `decide --project` and `ask --project`: the project's deployment target and Info.plist facts
/// settle questions, and the audit findings that concern the recommendation end it.
@Suite("decide and ask with --project")
struct DecideProjectTests {
  static let userStarted =
    "what-does-the-app-need-to-do-while-it-is=finish-something-the-user-explicitly"
  static let refresh = [
    "--answer", "what-does-the-app-need-to-do-while-it-is=keep-content-fresh-throughout-the-day",
    "--answer", "how-long-does-the-work-need-to-run=runtime-30-seconds",
    "--answer", "is-the-app-built-on-the-swiftui-app-life=no",
  ]
  static let shortWork = [
    "--answer",
    "what-does-the-app-need-to-do-while-it-is=short-critical-work-at-the-moment-the-app",
    "--answer", "how-long-does-the-work-need-to-run-1=runtime-30-seconds",
  ]

  /// A copy of the fixture `name` whose build configurations set the deployment target:
  /// `versions[i]` in the i-th configuration.
  static func fixture(_ name: String, deploymentTargets versions: [String]) throws -> String {
    let root = TestRunFolder.url
      .appendingPathComponent("skillgraph-project-\(UUID().uuidString)").path
    try FileManager.default.copyItem(atPath: auditFixturesFolder + "/" + name, toPath: root)
    let project = try #require(
      FileManager.default.subpathsOfDirectory(atPath: root).first {
        $0.hasSuffix("project.pbxproj")
      })
    let url = URL(fileURLWithPath: root + "/" + project)
    var text = try String(contentsOf: url, encoding: .utf8)
    var remaining = versions[...]
    var result = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = String(line)
      if line.contains("isa = XCBuildConfiguration"), line.contains("INFOPLIST_FILE"),
        let version = remaining.popFirst()
      {
        line = line.replacingOccurrences(
          of: "buildSettings = { ",
          with: "buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = \(version); ")
      }
      result += line + "\n"
    }
    text = String(result.dropLast())
    try #require(remaining.isEmpty, "\(project) has fewer configurations than \(versions)")
    try Data(text.utf8).write(to: url)
    return root
  }

  @Test("the deployment target settles the iOS question, with the file it came from")
  func deploymentTargetSettlesTheIOSQuestion() async throws {
    let root = try Self.fixture("uikit-app", deploymentTargets: ["16.0", "16.0"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = skillgraph(
      "decide", "--content", shippedContent, "--project", root, "--answer", Self.userStarted,
      "--json")
    #expect(result.status == 0, "\(result.errors)")
    let data = try result.data()
    let path = try #require(data["path"] as? [[String: Any]])
    let step = try #require(path.last)
    #expect(step["settledBy"] as? String == "project")
    #expect((step["answer"] as? [String: Any])?["text"] as? String == "iOS 13-25?")
    let fact = try #require(step["project"] as? [String: Any])
    #expect(fact["value"] as? String == "16.0")
    #expect(fact["key"] as? String == "IPHONEOS_DEPLOYMENT_TARGET")
    #expect(fact["path"] as? String == root + "/App.xcodeproj/project.pbxproj")
    let project = try #require(data["project"] as? [String: Any])
    #expect(project["chosen"] as? [String] == ["App"])
    let (status, output) = try await JSONSchemas.validate(result.output, against: "decide")
    #expect(status == 0, "\(output)")

    let terminal = skillgraph(
      "decide", "--content", shippedContent, "--project", root, "--answer", Self.userStarted)
    #expect(
      terminal.output.contains(
        "(from the project: IPHONEOS_DEPLOYMENT_TARGET = 16.0 in \(root)/App.xcodeproj/project.pbxproj)"
      ), "\(terminal.output)")
    #expect(terminal.output.contains("Project \(root): the application target App"))
  }

  @Test("the app's entry point answers the SwiftUI life-cycle question, with its place")
  func entryPointSettlesTheLifeCycle() async throws {
    let freshContent = [
      "--answer", "what-does-the-app-need-to-do-while-it-is=keep-content-fresh-throughout-the-day",
      "--answer", "how-long-does-the-work-need-to-run=runtime-30-seconds",
    ]
    for (fixture, answer, key) in [
      ("uikit-app", "NO (UIKit app delegate)", "@main class AppDelegate: UIApplicationDelegate"),
      ("swiftui-app", "YES", "@main struct WeatherApp: App"),
    ] {
      let root = auditFixturesFolder + "/" + fixture
      let result = skillgraph(
        arguments: ["decide", "--content", shippedContent, "--project", root, "--json"]
          + freshContent)
      #expect(result.status == 0, "\(result.errors)")
      let path = try #require(try result.data()["path"] as? [[String: Any]])
      let step = try #require(
        path.first {
          ($0["question"] as? [String: Any])?["id"] as? String
            == "is-the-app-built-on-the-swiftui-app-life-cycle"
        }, "\(fixture): \(path)")
      #expect(step["settledBy"] as? String == "project")
      #expect((step["answer"] as? [String: Any])?["text"] as? String == answer)
      #expect((step["project"] as? [String: Any])?["key"] as? String == key)
      let (status, output) = try await JSONSchemas.validate(result.output, against: "decide")
      #expect(status == 0, "\(output)")
    }
    let answered = skillgraph(
      arguments: [
        "decide", "--content", shippedContent, "--project", auditFixturesFolder + "/uikit-app",
        "--json", "--answer", "is-the-app-built-on-the-swiftui-app-life-cycle=yes",
      ] + freshContent)
    let path = try #require(try answered.data()["path"] as? [[String: Any]])
    #expect(
      path.contains {
        $0["settledBy"] as? String == "answer"
          && ($0["answer"] as? [String: Any])?["text"] as? String == "YES"
      })
  }

  @Test("a fact given overrides the project's")
  func givenFactWins() throws {
    let root = try Self.fixture("uikit-app", deploymentTargets: ["16.0", "16.0"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let data = try skillgraph(
      "decide", "--content", shippedContent, "--project", root, "--answer", Self.userStarted,
      "--fact", "ios=26", "--json"
    ).data()
    let step = try #require((data["path"] as? [[String: Any]])?.last)
    #expect(step["settledBy"] as? String == "fact:ios")
  }

  @Test("configurations that disagree settle nothing, and say so")
  func disagreementSettlesNothing() throws {
    let root = try Self.fixture("uikit-app", deploymentTargets: ["15.0", "17.0"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let data = try skillgraph(
      "decide", "--content", shippedContent, "--project", root, "--answer", Self.userStarted,
      "--json"
    ).data()
    #expect(data["status"] as? String == "question")
    let project = try #require(data["project"] as? [String: Any])
    #expect(project["auditedFindings"] == nil, "the audit runs only once there is an outcome")
    let unsettled = try #require(project["unsettled"] as? [String])
    #expect(unsettled.contains { $0.hasPrefix("ios:") && $0.contains("15.0") }, "\(unsettled)")
  }

  @Test("Info.plist facts are read: background modes, permitted identifiers, scene manifest")
  func plistFacts() throws {
    let data = try skillgraph(
      "decide", "--content", shippedContent, "--project", auditFixturesFolder + "/uikit-app",
      "--json"
    ).data()
    let project = try #require(data["project"] as? [String: Any])
    let facts = try #require(project["facts"] as? [[String: Any]])
    let byName = Dictionary(
      facts.compactMap { fact in (fact["name"] as? String).map { ($0, fact) } },
      uniquingKeysWith: { a, _ in a })
    #expect(byName["background-modes"]?["value"] as? String == "fetch")
    #expect(byName["background-modes"]?["line"] as? Int == 9)
    #expect(byName["permitted-identifiers"]?["value"] as? String == "com.example.app.refresh")
    #expect(byName["scene-manifest"]?["value"] as? String == "no")
    let scene = try skillgraph(
      "decide", "--content", shippedContent, "--project", auditFixturesFolder + "/scene-app",
      "--json"
    ).data()
    let sceneFacts = (scene["project"] as? [String: Any])?["facts"] as? [[String: Any]] ?? []
    #expect(
      sceneFacts.contains {
        $0["name"] as? String == "scene-manifest" && $0["value"] as? String == "yes"
      }, "\(sceneFacts)")
  }

  @Test("the findings that concern the recommendation end it, and only those")
  func findingsConcerningTheRecommendation() async throws {
    let project = auditFixturesFolder + "/objc-app"
    let refreshResult = skillgraph(
      arguments: ["decide", "--content", shippedContent, "--project", project, "--json"]
        + Self.refresh)
    let (status, output) = try await JSONSchemas.validate(refreshResult.output, against: "decide")
    #expect(status == 0, "\(output)")
    let refresh = try refreshResult.data()
    #expect(refresh["status"] as? String == "outcome")
    let findings = try #require(
      (refresh["project"] as? [String: Any])?["findings"] as? [[String: Any]])
    // NB: the registered identifier the Info.plist does not permit concerns app refresh (its
    // rule names BGAppRefreshTaskRequest); the permitted identifier nobody registers does not:
    // its rule names no task type, and cites a checklist item the recommendation does not list.
    #expect(findings.compactMap { $0["rule"] as? String } == ["task-identifier-not-permitted"])
    let short = try skillgraph(
      arguments: ["decide", "--content", shippedContent, "--project", project, "--json"]
        + Self.shortWork
    ).data()
    let shortProject = try #require(short["project"] as? [String: Any])
    #expect((shortProject["findings"] as? [Any])?.isEmpty == true)
    #expect(shortProject["auditedFindings"] as? Int == 2)

    let terminal = skillgraph(
      arguments: ["decide", "--content", shippedContent, "--project", project] + Self.refresh)
    let lines = terminal.output.split(separator: "\n").map(String.init)
    let heading = try #require(lines.firstIndex(of: "In your project"))
    #expect(lines[heading...].contains { $0.hasSuffix("[task-identifier-not-permitted]") })
    #expect(!lines[heading...].contains { $0.hasSuffix("[permitted-identifier-not-registered]") })
    #expect(lines[heading...].contains("    see: background-processing#registration-checklist"))
  }

  @Test("beginBackgroundTask findings end a beginBackgroundTask recommendation, not a refresh one")
  func findingsFollowTheTaskType() throws {
    let project = [
      "decide", "--content", shippedContent, "--project", auditFixturesFolder + "/package",
      "--target", "Uploads", "--json",
    ]
    func rules(_ answers: [String]) throws -> [String] {
      let data = try skillgraph(arguments: project + answers).data()
      #expect(data["status"] as? String == "outcome")
      let findings = (data["project"] as? [String: Any])?["findings"] as? [[String: Any]]
      return try #require(findings).compactMap { $0["rule"] as? String }
    }
    #expect(
      try rules(Self.shortWork) == [
        "background-task-never-ended", "background-task-without-expiration-handler",
      ])
    #expect(try rules(Self.refresh).isEmpty)
  }

  @Test("an unreadable project exits 74, an unknown target 64, --target alone 64")
  func failures() throws {
    let missing = skillgraph(
      "decide", "--content", shippedContent, "--project", "/nonexistent/folder", "--json")
    #expect(missing.status == 74)
    #expect(missing.output.contains("is not a folder that can be read"), "\(missing.output)")
    let empty = try ContentFolder(["README.md": "no project here\n"])
    defer { empty.remove() }
    let noProject = skillgraph("decide", "--content", shippedContent, "--project", empty.path)
    #expect(noProject.status == 74)
    #expect(noProject.errors.contains("holds no Xcode project"), "\(noProject.errors)")
    let target = skillgraph(
      "decide", "--content", shippedContent, "--project", auditFixturesFolder + "/uikit-app",
      "--target", "Nope")
    #expect(target.status == 64)
    #expect(target.errors.contains("no target 'Nope'; its targets: App"), "\(target.errors)")
    #expect(skillgraph("decide", "--content", shippedContent, "--target", "App").status == 64)
  }

  @Test("ask --project settles the iOS question and says where it came from")
  func askTakesTheProject() async throws {
    let root = try Self.fixture("uikit-app", deploymentTargets: ["16.0", "16.0"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = try await runThroughPipe(askArguments("--project", root), input: "1\nn\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.errors.contains(
        "✓ Which iOS version is the oldest you support? iOS 13-25?  (settled by the project: IPHONEOS_DEPLOYMENT_TARGET = 16.0 in \(root)/App.xcodeproj/project.pbxproj)"
      ), "\(result.errors)")
    #expect(result.output.contains("In your project"), "\(result.output)")
  }

  @Test("on NetNewsWire: the iOS app's deployment target, from its xcconfig, settles iOS")
  func netNewsWire() throws {
    try #require(SharedCorpus.isPresent(SharedCorpus.iOSApps + "/NetNewsWire"))
    // NB: the audit tests' copy of the app (its project and settings files whole, its Swift
    // files that name a background-execution API): a debug build spends 7 s parsing all 696.
    let root = try RealAppSample.copy("NetNewsWire")
    let data = try skillgraph(
      "decide", "--content", shippedContent, "--project", root, "--answer", Self.userStarted,
      "--json"
    ).data()
    let project = try #require(data["project"] as? [String: Any])
    #expect(project["chosen"] as? [String] == ["NetNewsWire-iOS"])
    let step = try #require((data["path"] as? [[String: Any]])?.last)
    #expect(step["settledBy"] as? String == "project")
    let fact = try #require(step["project"] as? [String: Any])
    #expect(fact["value"] as? String == "17.0")
    // NB: the setting is written in the xcconfig file the project's configurations are based
    // on, not in the project file.
    #expect(fact["path"] as? String == root + "/xcconfig/NetNewsWire_project.xcconfig")
    #expect(fact["line"] as? Int == 50)
    // NB: the .xcodeproj itself is read from the folder that holds it, its sources' root.
    let bundle = try skillgraph(
      "decide", "--content", shippedContent, "--project", root + "/NetNewsWire.xcodeproj",
      "--answer", Self.userStarted, "--json"
    ).data()
    #expect((bundle["project"] as? [String: Any])?["chosen"] as? [String] == ["NetNewsWire-iOS"])
    #expect((bundle["path"] as? [[String: Any]])?.last?["settledBy"] as? String == "project")
    let facts = try #require(project["facts"] as? [[String: Any]])
    #expect(
      facts.contains {
        $0["name"] as? String == "swiftui-app-life-cycle" && $0["value"] as? String == "no"
      })
  }
}
