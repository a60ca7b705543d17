import Foundation
import Testing

@testable import SkillgraphAudit

/// What a project states as facts for a decision: the deployment target and the Info.plist
/// facts of its application targets, where they all agree.
@Suite("project facts")
struct ProjectFactsTests {
  /// The fact named `name`, when it was taken.
  static func fact(_ name: String, in facts: ProjectFacts) -> ProjectFacts.Fact? {
    facts.facts.first { $0.name == name }
  }

  @Test("the project's deployment target, over the target's own, is the ios fact")
  func projectLevelDeploymentTarget() throws {
    let root = try AuditFixtures.copy("uikit-app")
    defer { try? FileManager.default.removeItem(atPath: root) }
    for configuration in ["Debug", "Release"] {
      try AuditFixtures.replace(
        "name = \(configuration); buildSettings = { PRODUCT_BUNDLE_IDENTIFIER",
        with:
          "name = \(configuration); buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.4; PRODUCT_BUNDLE_IDENTIFIER",
        in: "App.xcodeproj/project.pbxproj", root: root)
    }
    let facts = try ProjectFacts.read(root: root, target: nil)
    #expect(facts.chosen == ["App"])
    let ios = try #require(Self.fact("ios", in: facts))
    #expect(ios.value == "15.4")
    #expect(ios.key == "IPHONEOS_DEPLOYMENT_TARGET")
    #expect(ios.path == root + "/App.xcodeproj/project.pbxproj")
    #expect(Self.fact("background-modes", in: facts)?.value == "fetch")
    #expect(Self.fact("scene-manifest", in: facts)?.value == "no")
    #expect(facts.unsettled.isEmpty)
  }

  @Test("configurations that disagree leave the fact unsettled, naming each value")
  func configurationsDisagree() throws {
    let root = try AuditFixtures.copy("uikit-app")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AuditFixtures.replace(
      "name = Debug; buildSettings = { INFOPLIST_FILE",
      with: "name = Debug; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.0; INFOPLIST_FILE",
      in: "App.xcodeproj/project.pbxproj", root: root)
    let facts = try ProjectFacts.read(root: root, target: nil)
    #expect(Self.fact("ios", in: facts) == nil)
    #expect(
      facts.unsettled == ["ios: the targets or configurations disagree (App 15.0, App unset)"])
  }

  @Test("XcodeGen: a target's deploymentTarget, else the spec's options")
  func xcodeGenDeploymentTarget() throws {
    let root = try AuditFixtures.copy("swiftui-app")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AuditFixtures.replace(
      "    platform: iOS\n", with: "    platform: iOS\n    deploymentTarget: \"16.0\"\n",
      in: "project.yml", root: root)
    #expect(Self.fact("ios", in: try ProjectFacts.read(root: root, target: nil))?.value == "16.0")
    let other = try AuditFixtures.copy("swiftui-app")
    defer { try? FileManager.default.removeItem(atPath: other) }
    try AuditFixtures.replace(
      "name: Weather\n", with: "name: Weather\noptions:\n  deploymentTarget:\n    iOS: \"14.0\"\n",
      in: "project.yml", root: other)
    let facts = try ProjectFacts.read(root: other, target: nil)
    #expect(Self.fact("ios", in: facts)?.value == "14.0")
    #expect(Self.fact("ios", in: facts)?.path == other + "/project.yml")
  }

  @Test("a target named is read whatever its kind; an unknown one chooses nothing")
  func namedTarget() throws {
    let root = AuditFixtures.folder + "/extension-session"
    let share = try ProjectFacts.read(root: root, target: "Share")
    #expect(share.chosen == ["Share"])
    #expect(try ProjectFacts.read(root: root, target: nil).chosen == ["Photos"])
    let unknown = try ProjectFacts.read(root: root, target: "Nope")
    #expect(unknown.chosen.isEmpty)
    #expect(unknown.targets.map(\.name) == ["Photos", "Share"])
  }

  @Test("a package has no application target, so no facts; a folder without a project throws")
  func packageAndNothing() throws {
    let package = try ProjectFacts.read(root: AuditFixtures.folder + "/package", target: nil)
    #expect(package.chosen.isEmpty && package.facts.isEmpty)
    #expect(throws: ProjectReadFailure.self) {
      try ProjectFacts.read(root: AuditFixtures.folder + "/uikit-app/App", target: nil)
    }
  }

  @Test("the scene manifest generated from build settings is a fact, placed in the project file")
  func generatedSceneManifest() throws {
    let facts = try ProjectFacts.read(root: AuditFixtures.folder + "/scene-app", target: nil)
    let scene = try #require(Self.fact("scene-manifest", in: facts))
    #expect(scene.value == "yes")
    #expect(scene.path.hasSuffix("scene-app/Scene.xcodeproj/project.pbxproj"))
  }
}
