import Testing

@testable import SkillgraphAudit

/// How an app starts, read from its sources: the SwiftUI `App` life cycle or UIKit's.
@Suite("app entry point")
struct AppEntryPointTests {
  static func read(_ text: String) -> [AppEntryPoint] {
    AppEntryPoint.entryPoints(in: text, path: "/p/App.swift")
  }

  @Test("an App struct marked @main is the SwiftUI life cycle, with its line")
  func swiftUIApp() throws {
    let found = Self.read("import SwiftUI\n\n@main\nstruct NewsApp: SwiftUI.App {\n}\n")
    #expect(found.map(\.isSwiftUIApp) == [true])
    #expect(found.first?.declaration == "@main struct NewsApp: SwiftUI.App")
    #expect(found.first?.line == 3)
  }

  @Test("an app delegate marked @main, with attributes between, is UIKit's")
  func uiKitDelegate() {
    let text = "@main\n@MainActor final class AppDelegate: UIResponder, UIApplicationDelegate {\n}"
    #expect(
      Self.read(text).map(\.declaration) == ["@main class AppDelegate: UIApplicationDelegate"])
    #expect(Self.read(text).map(\.isSwiftUIApp) == [false])
    #expect(
      Self.read("@UIApplicationMain\nclass AppDelegate: UIResponder {}").map(\.isSwiftUIApp) == [
        false
      ])
    #expect(
      Self.read("UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)")
        .map(\.declaration) == ["UIApplicationMain(...)"])
  }

  @Test("a comment, a command-line tool's @main and a nested App type are no entry point")
  func notEntryPoints() {
    #expect(Self.read("// @main struct NewsApp: App {}\n/* @main\nstruct A: App {} */").isEmpty)
    #expect(Self.read("@main\nstruct Tool: ParsableCommand {}").isEmpty)
    #expect(Self.read("struct Preview: App {}").isEmpty)
  }

  @Test("the fixtures' apps: SwiftUI for the App struct, UIKit for the app delegates")
  func fixtures() throws {
    let swiftUI = try ProjectFacts.read(root: AuditFixtures.folder + "/swiftui-app", target: nil)
    let fact = try #require(swiftUI.facts.first { $0.name == ProjectFacts.lifeCycleName })
    #expect(fact.value == "yes")
    #expect(fact.key == "@main struct WeatherApp: App")
    #expect(fact.path.hasSuffix("swiftui-app/Sources/WeatherApp.swift") && fact.line == 4)
    for name in ["uikit-app", "scene-app"] {
      let uiKit = try ProjectFacts.read(root: AuditFixtures.folder + "/" + name, target: nil)
      #expect(uiKit.facts.first { $0.name == ProjectFacts.lifeCycleName }?.value == "no", "\(name)")
    }
  }
}
