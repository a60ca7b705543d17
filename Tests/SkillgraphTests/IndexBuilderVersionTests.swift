import Foundation
import GRDB
import Testing

@testable import Skillgraph

/// The index's builder version (`IndexSchema.builder`) changes whenever what is indexed does.
///
/// An index on disk is reused while its builder version matches the running Skillgraph's; one
/// whose tables or units were made by other code is rebuilt only when the version differs. So a
/// change to the schema, to the units a document gives (`IndexUnitBuilder`) or to their
/// full-text columns (`IndexedFile`), made without a new builder version, leaves users searching
/// an index of the old shape.
///
/// The mechanism: this test digests what the index holds for a small fixture
/// (`Fixtures/index-units.md`, which has every kind of unit) — the schema SQLite records, the
/// rank function, and every unit with its stored text and full-text columns — and compares the
/// digest with `IndexSchema.builderDigest`, written beside the builder version. A change to
/// what is indexed changes the digest and fails here; the fix is to bump `IndexSchema.builder`
/// and record the new digest beside it (the failure prints it), so that the two always change
/// together in one diff.
@Suite("The index's builder version follows what is indexed")
struct IndexBuilderVersionTests {
  /// What the index holds for the fixture, one fact a line.
  static func indexedShape() throws -> String {
    var lines: [String] = []
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let queue = try SearchIndex.queue(folder.file("shape.sqlite"))
    try queue.write { db in try IndexSchema.create(db) }
    try queue.read { db in
      let rows = try Row.fetchAll(
        db, sql: "SELECT type, name, sql FROM sqlite_master ORDER BY type, name")
      for row in rows {
        let sql: String? = row[2]
        lines.append("schema \(row[0] as String) \(row[1] as String): \(sql ?? "")")
      }
      let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
      lines.append("user_version \(version)")
    }
    lines.append("rank \(IndexSchema.rankFunction)")
    let path = try Fixtures.path("index-units.md")
    let file = SkillFile(
      id: "index-units", path: path, relativePath: "index-units.md", role: .standalone,
      expectedName: "index-units")
    let vocabulary = Vocabulary([("upload", ["background upload", "upload task"])])
    let indexed = try #require(
      IndexedFile(
        file: file, data: Data(contentsOf: URL(fileURLWithPath: path)), parser: MarkdownParser(),
        vocabulary: vocabulary))
    let skill = indexed.skill
    lines.append(
      "skill \(skill.id) | \(skill.title) | \(skill.version ?? "-") | \(skill.description) | "
        + skill.prompts)
    for row in indexed.rows {
      let unit = row.unit
      lines.append(
        "unit \(unit.id) \(unit.kind.rawValue) \(unit.startLine)-\(unit.endLine) "
          + "tokens \(unit.tokens) ios \(unit.minimumIOS.map { "\($0)" } ?? "-") "
          + "path \(unit.headingPath.joined(separator: " / "))")
      lines.append("  own \(row.ownText ?? "-")")
      for (column, text) in zip(IndexSchema.columns, row.columns) {
        lines.append("  \(column.name) \(text)")
      }
    }
    return lines.joined(separator: "\n")
  }

  @Test("what is indexed digests to the digest recorded beside the builder version")
  func builderVersionFollowsTheUnits() throws {
    let shape = try Self.indexedShape()
    let digest = FileFingerprint.hash(Data(shape.utf8))
    #expect(
      digest == IndexSchema.builderDigest,
      """
      What the index holds changed (digest \(digest)) under builder version \
      \(IndexSchema.builder): bump IndexSchema.builder and set IndexSchema.builderDigest to \
      "\(digest)".
      """)
  }

  @Test("the fixture gives every kind of unit the index stores, so the digest covers each")
  func fixtureCoversEveryKind() throws {
    let kinds = Set(
      try Self.indexedShape().split(separator: "\n").filter { $0.hasPrefix("unit ") }
        .map { String($0.split(separator: " ")[2]) })
    let expected: [EntityKind] = [
      .section, .pattern, .checklist, .antiPattern, .pressureScenario, .redFlags,
      .realWorldExample, .quickReference, .decisionTree, .decisionOutcome,
    ]
    #expect(Set(expected.map(\.rawValue)).subtracting(kinds).isEmpty, "kinds: \(kinds.sorted())")
  }
}
