import Foundation
import SkillgraphTestSupport
import Testing

@testable import SkillgraphAudit

/// The fixtures, the shipped rules, and runs of the audit on them.
enum AuditFixtures {
  /// `Tests/SkillgraphAuditTests/Fixtures`.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path

  /// The repository's root.
  static let repository = PackageFolders.root.path

  /// The shipped rules, `Content/audit-rules.yml`.
  static let rules: [AuditRule] = AuditRuleFile.read(repository + "/Content/audit-rules.yml").rules

  /// The findings of the shipped rules on the project in `root`.
  static func findings(_ root: String) throws -> [AuditFinding] {
    try Auditor(rules: rules).audit(root: root).findings
  }

  /// The findings on the fixture `name`.
  static func findings(fixture name: String) throws -> [AuditFinding] {
    try findings(folder + "/" + name)
  }

  /// A copy of the fixture `name` in a new temporary folder, for a test that changes it.
  static func copy(_ name: String) throws -> String {
    let destination = TestRunFolder.url
      .appendingPathComponent("skillgraph-audit-\(UUID().uuidString)").path
    try FileManager.default.copyItem(atPath: folder + "/" + name, toPath: destination)
    return destination
  }

  /// Replaces `old` (which must occur once) by `new` in the file `path` below `root`.
  static func replace(_ old: String, with new: String, in path: String, root: String) throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    let text = try String(contentsOf: url, encoding: .utf8)
    try #require(
      text.components(separatedBy: old).count == 2, "'\(old)' is not once in \(path)")
    try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
  }
}
