import Foundation
import Testing

@testable import Skillgraph

/// The export of a collection, read back by Skillgraph, is the same collection: the same
/// skills, patterns, checklists, pressure scenarios, decision trees and the other entities
/// (IDs compared without a reference file's part), every section of the original with one
/// "Reference files" section added per skill, and no error or warning.
@Suite("An Agent Skills export reads back as the collection it was made from")
struct AgentSkillsRoundTripTests {
  static let shippedTemplates = URL(fileURLWithPath: ShippedContentTests.folder)
    .deletingLastPathComponent().appendingPathComponent("Templates").path

  /// Exports `content`, reads the export's `skills/` back, and compares the two graphs.
  static func expectRoundTrip(content: [String], templates: String?) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let original = try CorpusLoader(folders: content).load()
    let (out, export) = try writeExport(content: content, templates: templates, into: folder)
    let readBack = try CorpusLoader(folders: ["\(out)/skills"]).load()

    let problems = readBack.diagnostics.filter { $0.severity != .note }.map(\.formatted)
    #expect(problems.count == 0, "check on the export: \(problems.prefix(5))")

    let expected = GraphRecords.records(of: original, asExported: true)
    let actual = GraphRecords.records(of: readBack)
    #expect(actual.count == expected.count)
    for kind in Set(expected.map(\.kind)) {
      #expect(
        actual.filter { $0.kind == kind }.count == expected.filter { $0.kind == kind }.count,
        "\(kind) count")
    }
    let missing = Set(expected).subtracting(actual).sorted()
    let extra = Set(actual).subtracting(expected).sorted()
    #expect(missing.count == 0, "not read back: \(missing.prefix(5))")
    #expect(extra.count == 0, "read back but not in the original: \(extra.prefix(5))")

    var sections = GraphRecords.sectionTitles(of: original)
    // The sections a skill moved out and its templates are listed under a heading of their
    // own, and so are the documents its text does not name.
    for skill in export.report.skills {
      let text = try String(contentsOfFile: "\(out)/skills/\(skill.name)/SKILL.md", encoding: .utf8)
      for title in [SkillFileComposer.listingHeading, SkillFileComposer.documentsHeading] {
        let heading = "# \(title)"
        if text.split(separator: "\n").contains(where: {
          $0.hasPrefix("#") && $0.hasSuffix(heading)
        }) {
          sections.append("\(skill.id) › \(title)")
        }
      }
      if !skill.templates.isEmpty {
        #expect(
          text.contains("# \(SkillFileComposer.listingHeading)"),
          "\(skill.name) lists its templates")
      }
    }
    let readSections = GraphRecords.sectionTitles(of: readBack)
    let expectedSections = sections.sorted()
    #expect(readSections.count == expectedSections.count, "sections")
    let lost = Set(expectedSections).subtracting(readSections).sorted()
    #expect(lost.count == 0, "sections not read back: \(lost.prefix(5))")
  }

  @Test("the shipped content and templates")
  func shippedContent() throws {
    try Self.expectRoundTrip(
      content: [ShippedContentTests.folder], templates: Self.shippedTemplates)
  }

  @Test("a small collection with a link to another skill, a vocabulary and a template set")
  func smallCollection() throws {
    let tea = try TeaCollection()
    defer { tea.remove() }
    try Self.expectRoundTrip(content: [tea.content], templates: tea.templates)
  }

  @Test("IDs that name a reference file compare without it")
  func fileParts() {
    #expect(GraphRecords.canonicalID("tea/references/patterns/pattern-1") == "tea/pattern-1")
    #expect(GraphRecords.canonicalID("tea/references/patterns.md#cool") == "tea#cool")
    #expect(GraphRecords.canonicalID("tea/tree-1/green") == "tea/tree-1/green")
  }
}

@Suite("(Pattern N) names a pattern of the skill's folder")
struct SkillFolderPatternTests {
  @Test("a tree in SKILL.md links a pattern kept in references/")
  func patternInAReferenceFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "tea/SKILL.md",
      """
      ---
      name: tea
      description: Brew tea. Use when brewing.
      ---

      # Tea

      ## Decision

      ```text
      What are you brewing?
      ├─ Green tea? → Cool water (Pattern 1)
      └─ Black tea? → Boiling water, see [Patterns](references/patterns.md)
      ```

      """)
    try folder.write(
      "tea/references/patterns.md", "## Patterns\n\n### Pattern 1: Cool Water\n\nBrew cool.\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    let pattern = try #require(graph.patterns.first)
    let reference = try #require(graph.crossReferences.first { $0.text.contains("Pattern 1") })
    #expect(reference.targetID == pattern.id)
    #expect(graph.diagnostics.filter { $0.severity != .note }.map(\.formatted) == [])
  }
}

@Suite("Suites and skill folders keep their children, documents and scripts in an export")
struct AgentSkillsFolderExportTests {
  @Test("a suite's children, a folder's reference files and scripts travel in their skill's folder")
  func foldersTravelWhole() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "content/kettle/SKILL.md",
      """
      ---
      name: kettle
      description: Look after a kettle. Use when the kettle misbehaves.
      ---

      # Kettle

      Which part needs care? Descaling is in skills/descaling.md.

      ## Care

      See [descaling](skills/descaling.md) and [the notes](references/notes.md).

      """)
    try folder.write(
      "content/kettle/skills/descaling.md",
      "---\nname: descaling\ndescription: Descale a kettle. Use when scale builds up.\n---\n\n"
        + "# Descaling\n\n## Pattern 1: Vinegar Soak\n\n**Use when**: the scale is thick.\n")
    try folder.write("content/kettle/references/notes.md", "# Notes\n\n## Water\n\nHard water.\n")
    try folder.write("content/kettle/scripts/boil.sh", "#!/bin/sh\n# Boils the water.\necho boil\n")
    let content = folder.file("content")
    try AgentSkillsRoundTripTests.expectRoundTrip(content: [content], templates: nil)
    let (out, export) = try writeExport(content: [content], templates: nil, into: folder)
    #expect(export.report.skills.map(\.name) == ["kettle"])
    for path in ["skills/descaling.md", "references/notes.md", "scripts/boil.sh"] {
      let copied = try Data(contentsOf: URL(fileURLWithPath: "\(out)/skills/kettle/\(path)"))
      let original = try Data(contentsOf: URL(fileURLWithPath: "\(content)/kettle/\(path)"))
      #expect(copied == original, "\(path)")
    }
    // NB: the skill fits the budget: its "Care" section stays in SKILL.md, its links as written.
    let care = try String(contentsOfFile: "\(out)/skills/kettle/SKILL.md", encoding: .utf8)
    #expect(
      care.contains("See [descaling](skills/descaling.md) and [the notes](references/notes.md)."))
  }
}
