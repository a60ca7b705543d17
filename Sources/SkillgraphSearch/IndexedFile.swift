package import Foundation
package import SkillgraphIngest
package import SkillgraphMarkdown
package import SkillgraphModel
import SkillgraphSupport

/// One content file made ready for the index: its skill and its units with their full-text
/// columns. Making it is the costly part of indexing (parsing, identifier splitting, synonym
/// scanning) and touches no database, so files are made on every core and written after.
package struct IndexedFile: Sendable {
  /// A unit with what is stored for it.
  package struct Row: Sendable {
    package var unit: IndexUnit
    /// The unit's text when it is not exactly its lines of the file (a decision outcome's
    /// composed text); nil when an answer can cut it from the file.
    package var ownText: String?
    /// The texts of its full-text columns, in `IndexSchema.columns` order.
    package var columns: [String]

    /// A value with every stored property given.
    package init(unit: IndexUnit, ownText: String? = nil, columns: [String]) {
      self.unit = unit
      self.ownText = ownText
      self.columns = columns
    }
  }

  /// The skill's ID.
  package var skillID: String
  /// The skill as indexed.
  package var skill: IndexedSkill
  /// Its units.
  package var rows: [Row]

  /// The file `file`, read as `data`, made ready; nil when it is not a skill (binary,
  /// generated): `FileIngest`'s step, as the graph's loader takes it.
  package init?(file: SkillFile, data: Data, parser: MarkdownParser, vocabulary: Vocabulary) {
    guard
      case .interpreted(let interpreted) = FileIngest.outcome(of: file, data: data, parser: parser)
    else { return nil }
    self.init(interpreted, vocabulary: vocabulary)
  }

  /// The interpreted skill `interpreted` made ready.
  package init(_ interpreted: InterpretedSkill, vocabulary: Vocabulary) {
    let builder = IndexUnitBuilder(skill: interpreted)
    let skill = builder.indexedSkill
    let units = builder.units()
    // NB: the description goes only into the skill's top unit (its H1 section): repeated in
    // every unit it would make its own words look common and lose their weight everywhere.
    // NB: a document without a top heading has its preamble (the unit under the skill's own
    // ID) as its top unit.
    let overview =
      units.first { $0.kind == .section && $0.headingPath.count == 1 }?.id
      ?? units.first { $0.id == interpreted.skill.id }?.id
    skillID = interpreted.skill.id
    self.skill = skill
    rows = units.map { unit in
      let cut = interpreted.source.lines(unit.startLine, through: unit.endLine)
      return Row(
        unit: unit, ownText: cut == unit.text ? nil : unit.text,
        columns: Self.fullTextColumns(
          of: unit, skill: skill, isOverview: unit.id == overview, vocabulary: vocabulary))
    }
  }

  /// The texts of a unit's full-text columns, in `IndexSchema.columns` order.
  package static func fullTextColumns(
    of unit: IndexUnit, skill: IndexedSkill, isOverview: Bool, vocabulary: Vocabulary
  ) -> [String] {
    var path =
      unit.headingPath.last == unit.title ? unit.headingPath.dropLast() : unit.headingPath[...]
    if path.first == skill.title { path = path.dropFirst() }
    // NB: the synonym concepts of the title go with the heading path, so that a title in other
    // words ("Task Terminates Early") still counts as a title match.
    let titleConcepts = vocabulary.concepts(in: SearchText.words(unit.title)).sorted()
    let heading = ([path.joined(separator: " / ")] + titleConcepts.map(Vocabulary.marker))
      .joined(separator: " ")
    let context = isOverview ? skill.title + "\n" + skill.description : ""
    let keywords = SearchText.keywords(
      for: [unit.title, path.joined(separator: " "), unit.body, unit.code].joined(separator: "\n"),
      vocabulary: vocabulary)
    // NB: FTS5 makes a run of ideographs one token; spaced, each is one (the title is shown
    // joined again).
    return [unit.title, heading, context, unit.body, unit.code, keywords].map(
      SearchText.spacingIdeographs)
  }
}
