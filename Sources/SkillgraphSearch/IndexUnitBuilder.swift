package import SkillgraphIngest
import SkillgraphModel

/// Turns one interpreted skill into the units of answer the index stores: every section, and
/// every pattern, checklist, anti-pattern, pressure scenario, red-flag or prompt list, real-world
/// example, quick-reference table and decision tree. An entity whose lines are exactly a
/// section's takes the section's place (one unit, the more specific kind). A section of up to
/// `wholeTextTokens` is ranked by all of its text, as it is returned.
package struct IndexUnitBuilder {
  package let skill: InterpretedSkill

  /// The skill's summary for the index.
  package var indexedSkill: IndexedSkill {
    let prompts = skill.entities.itemLists.filter { $0.kind == .examplePrompts }
      .flatMap(\.items)
    return IndexedSkill(
      id: skill.skill.id, title: skill.skill.title, version: skill.skill.version,
      description: skill.skill.description, prompts: prompts.joined(separator: "\n"))
  }

  /// The units, in source order.
  package func units() -> [IndexUnit] {
    let sections = skill.entities.sections
    let table = SectionTable(sections)
    let entities: [any GraphEntity] =
      skill.entities.patterns + skill.entities.checklists + skill.entities.antiPatterns
      + skill.entities.pressureScenarios + skill.entities.itemLists
      + skill.entities.realWorldExamples + skill.entities.quickReferences
      + skill.entities.decisionTrees
    var replaced: [String: any GraphEntity] = [:]
    var units: [IndexUnit] = []
    var seenIDs = Set<String>()
    for entity in entities {
      if let section = table.section(spanning: entity.source), replaced[section.id] == nil {
        replaced[section.id] = entity
        continue
      }
      if seenIDs.insert(entity.id).inserted {
        let path = table.innermost(containing: entity.source.startLine)?.headingPath ?? []
        units.append(unit(for: entity, path: path))
      }
    }
    let merged = Set(
      sections.filter { isFolded($0, table: table, replaced: replaced) }.map(\.id))
    for section in sections
    where !merged.contains(section.id) && seenIDs.insert(section.id).inserted {
      var unit = unit(for: replaced[section.id] ?? section, path: section.headingPath)
      // NB: a section is returned whole, subsections included; ranked by its own text only, a
      // section whose answer sits in a subsection lost to units that hold less of the answer.
      if unit.tokens > Self.wholeTextTokens {
        let own = ownBody(of: section, in: table, folded: merged)
        unit.body = own.body
        unit.code = own.code
      }
      units.append(unit)
    }
    let firstHeading = sections.map(\.source.startLine).min() ?? skill.source.lineCount + 1
    if let preamble = preambleUnit(before: firstHeading), seenIDs.insert(preamble.id).inserted {
      units.append(preamble)
    }
    for tree in skill.entities.decisionTrees {
      var seenTexts = Set<String>()
      for outcome in OutcomeEntry.entries(of: tree, source: skill.source)
      where seenTexts.insert(outcome.markdown).inserted && seenIDs.insert(outcome.id).inserted {
        units.append(unit(for: outcome, table: table))
      }
    }
    return units.sorted { ($0.startLine, $0.endLine) < ($1.startLine, $1.endLine) }
  }

  /// The document's text before its first heading (`DocumentPreamble`), under the skill's
  /// own ID.
  private func preambleUnit(before firstHeading: Int) -> IndexUnit? {
    guard firstHeading > 1,
      let preamble = DocumentPreamble(skill.source.lines(1, through: firstHeading - 1))
    else { return nil }
    let split = FenceSplitter.split(preamble.text)
    return IndexUnit(
      id: skill.skill.id, kind: .section, title: skill.skill.title, headingPath: [],
      text: preamble.text, body: split.prose, code: split.code, startLine: preamble.startLine,
      endLine: firstHeading - 1)
  }

  private func unit(for entity: any GraphEntity, path: [String]) -> IndexUnit {
    let text = skill.source.lines(entity.source.startLine, through: entity.source.endLine)
    let split = FenceSplitter.split(text)
    // NB: a pattern's Availability field says what it needs when its title does not.
    let declared = (entity as? Pattern)?.availability.flatMap(OSRequirement.firstIOS(in:))
    let named = OSRequirement.minimumIOS(in: [entity.title] + path)
    return IndexUnit(
      id: entity.id, kind: entity.kind, title: entity.title, headingPath: path, text: text,
      body: split.prose, code: split.code, startLine: entity.source.startLine,
      endLine: entity.source.endLine,
      minimumIOS: [declared, named].compactMap { $0 }.max())
  }

  /// An outcome's unit: its own Markdown (the outcome, its detail lines, how it is reached), under
  /// the heading path of the section that holds its tree.
  private func unit(for outcome: OutcomeEntry, table: SectionTable) -> IndexUnit {
    let path = table.innermost(containing: outcome.source.startLine)?.headingPath ?? []
    return IndexUnit(
      id: outcome.id, kind: .decisionOutcome, title: outcome.title, headingPath: path,
      text: outcome.markdown,
      body: ([outcome.title] + outcome.detail + outcome.reachedBy.joined()).joined(separator: "\n"),
      code: "", startLine: outcome.source.startLine, endLine: outcome.source.endLine,
      minimumIOS: OSRequirement.minimumIOS(in: [outcome.title] + path))
  }

  /// The largest section, in tokens, ranked by its whole text (its subsections' too); a larger
  /// one is ranked by its own text before its first subsection (an overview is no answer, and
  /// indexing every line once more for each enclosing section would grow the index).
  package static let wholeTextTokens = 2500

  /// Small subsections ("Symptom", "Fix", a one-line prompt) are fragments, not answers: below
  /// a level-2 heading, a section of under this many tokens is folded into its parent, which is
  /// ranked with its text.
  package static let foldedTokens = 200

  private func isFolded(
    _ section: Section, table: SectionTable, replaced: [String: any GraphEntity]
  ) -> Bool {
    guard replaced[section.id] == nil, let parentID = section.parentID,
      let parent = table.section(withID: parentID), parent.level >= 2
    else { return false }
    let text = skill.source.lines(section.source.startLine, through: section.source.endLine)
    return TokenEstimate.tokens(in: text) < Self.foldedTokens
  }

  /// A section's own text: its lines without those of its subsections, except folded ones.
  private func ownBody(of section: Section, in table: SectionTable, folded: Set<String>) -> (
    body: String, code: String
  ) {
    let excluded = table.children(of: section.id).filter { !folded.contains($0.id) }
      .map { $0.source.startLine...$0.source.endLine }.sorted { $0.lowerBound < $1.lowerBound }
    // NB: one pass over the lines and the subsections together; asking every subsection about
    // every line made a section with 160,000 subsections take most of a minute.
    var lines: [String] = []
    var next = 0
    var line = section.source.startLine
    while line <= section.source.endLine {
      while next < excluded.count, excluded[next].upperBound < line { next += 1 }
      if next < excluded.count, excluded[next].contains(line) {
        line = excluded[next].upperBound + 1
        continue
      }
      lines.append(String(skill.source.line(line)))
      line += 1
    }
    let split = FenceSplitter.split(lines.joined(separator: "\n"))
    return (split.prose, split.code)
  }

  /// A value with every stored property given.
  package init(skill: InterpretedSkill) {
    self.skill = skill
  }
}
