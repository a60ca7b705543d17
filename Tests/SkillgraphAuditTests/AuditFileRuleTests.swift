import Foundation
import SkillgraphTestSupport
import Testing

@testable import SkillgraphAudit

/// The project is read under the repository's file rule: a link to a file outside the project
/// is not followed, one inside it is.
@Suite("Audit reads a project under the file rule")
struct AuditFileRuleTests {
  /// The `uikit-app` fixture with its Info.plist moved to `target` (relative to the copy's
  /// parent folder) and a symbolic link to it in its place.
  static func linkedPlist(outside: Bool) throws -> (root: String, cleanup: () -> Void) {
    let root = try AuditFixtures.copy("uikit-app")
    let outsideFolder = root + "-outside"
    try FileManager.default.createDirectory(
      atPath: outsideFolder, withIntermediateDirectories: true)
    let plist = root + "/App/Info.plist"
    let moved = outside ? outsideFolder + "/Info.plist" : root + "/Info-real.plist"
    try FileManager.default.moveItem(atPath: plist, toPath: moved)
    try FileManager.default.createSymbolicLink(atPath: plist, withDestinationPath: moved)
    return (
      root,
      {
        try? FileManager.default.removeItem(atPath: root)
        try? FileManager.default.removeItem(atPath: outsideFolder)
      }
    )
  }

  @Test("an Info.plist linked from outside the project is not read")
  func linkOutside() throws {
    let (root, cleanup) = try Self.linkedPlist(outside: true)
    defer { cleanup() }
    let rules = Set(try AuditFixtures.findings(root).map(\.rule))
    #expect(rules.contains("task-identifier-not-permitted"))
    #expect(rules.contains("refresh-without-fetch-mode"))
  }

  @Test("an Info.plist linked from inside the project is read")
  func linkInside() throws {
    let (root, cleanup) = try Self.linkedPlist(outside: false)
    defer { cleanup() }
    #expect(try AuditFixtures.findings(root).isEmpty)
  }

  @Test("a folder with no project is a readable failure")
  func noProject() throws {
    let empty = TestRunFolder.url
      .appendingPathComponent("skillgraph-audit-empty-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: empty) }
    #expect(throws: ProjectReadFailure.self) { try AuditFixtures.findings(empty) }
  }
}
