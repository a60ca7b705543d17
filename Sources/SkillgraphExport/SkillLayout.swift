package import SkillgraphModel

/// Where each part of one skill goes in the export: which top-level sections stay in
/// `SKILL.md` and which become reference files, and the file that holds each anchor.
package struct SkillLayout: Sendable {
  /// The skill.
  package var skill: Skill
  /// Its name and folder in the export.
  package var name: String
  /// Its Markdown, cut at the top-level sections.
  package var document: SectionedSkill
  /// For each chunk: nil when it stays in `SKILL.md`, else its file (`references/x.md`).
  package var chunkFiles: [String?]
  /// Section anchor → the file that holds it, relative to the skill's folder.
  package var anchorFiles: [String: String]
  /// Whether `SKILL.md` keeps the "Reference files" section of an earlier export instead of
  /// getting a new one.
  package var keepsListing: Bool
  /// The documents read because the skill links them from outside its folder: each one's
  /// absolute, normalised path, to the path it takes inside the folder.
  package var linkedDocuments: [String: String] = [:]

  /// The file name of `SKILL.md`.
  package static let skillFile = "SKILL.md"

  /// Plans `skill` as `name`: a skill of at most `lineBudget` lines stays whole; in a longer
  /// one, the sections holding a decision tree stay in `SKILL.md` while it stays within
  /// `lineBudget` lines, and every other top-level section is a reference file.
  /// `reserved` are the paths of files the skill folder already holds (its documents), which
  /// no reference file may take.
  package init(
    skill: Skill, name: String, document: SectionedSkill, treeLines: [Int], lineBudget: Int,
    reserved: Set<String> = []
  ) {
    self.skill = skill
    self.name = name
    self.document = document
    let holdsTree = document.chunks.map { chunk in
      treeLines.contains { line in
        chunk.lines.indices.contains(line - chunk.section.source.startLine)
      }
    }
    let inlineLines = zip(document.chunks, holdsTree).filter(\.1).map(\.0.lines.count)
      .reduce(document.preamble.count, +)
    let keepsTrees = inlineLines <= lineBudget
    // NB: a skill that fits the budget whole is already what Agent Skills asks for: its
    // sections stay where its author put them, none is cut out into a file of a few lines.
    let fitsWhole =
      document.chunks.map(\.lines.count).reduce(document.preamble.count, +) <= lineBudget
    let stays = holdsTree.map { fitsWhole || ($0 && keepsTrees) }
    var used = Set(
      reserved.filter { $0.hasPrefix("references/") && $0.hasSuffix(".md") }.map {
        String($0.dropFirst("references/".count).dropLast(3))
      })
    // NB: a `SKILL.md` an export wrote ends in its "Reference files" section; when every other
    // section stays, that section stays as it is and no new one is made, so that exporting an
    // export gives the same files.
    let listing = document.chunks.last.flatMap {
      $0.section.title == SkillFileComposer.listingHeading ? document.chunks.count - 1 : nil
    }
    let othersStay = zip(document.chunks.indices, stays).allSatisfy { index, stays in
      index == listing || stays
    }
    keepsListing = listing != nil && othersStay
    chunkFiles = zip(document.chunks.indices, stays).map { [keepsListing] index, stays in
      if stays || keepsListing && index == listing { return nil }
      let chunk = document.chunks[index]
      let stem = AgentSkillName.unique(
        AgentSkillName.make(chunk.section.slug, fallback: "section"), among: used)
      used.insert(stem)
      return "references/\(stem).md"
    }
    var anchors: [String: String] = [:]
    for (chunk, file) in zip(document.chunks, chunkFiles) {
      for section in chunk.sections where anchors[section.slug] == nil {
        anchors[section.slug] = file ?? Self.skillFile
      }
    }
    anchorFiles = anchors
  }

  /// The file holding `anchor`, `SKILL.md` when no section has it.
  package func file(holding anchor: String?) -> String {
    anchor.flatMap { anchorFiles[$0] } ?? Self.skillFile
  }

  /// The reference files, in document order.
  package var referenceFiles: [String] {
    chunkFiles.compactMap { $0 }
  }
}
