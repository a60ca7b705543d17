import Foundation
package import SkillgraphMarkdown
package import SkillgraphModel
import SkillgraphSupport

/// Reads the typed entities of one skill, section by section.
package struct EntityReader {
  package let skill: Skill
  package let outline: Outline
  package let source: SourceText
  package var ids: EntityCounter
  /// Lines that mention `skills/` or `(Pattern`, the only ones worth scanning for references.
  package let referenceLines: LineIndex
  /// Lines with a link or a code span, the only ones that can hold inline references.
  package let inlineLines: LineIndex
  /// Lines with a task-list box or a ballot box, the only ones that can hold checklist items
  /// outside a checklist heading.
  package let checkboxLines: LineIndex
  /// Lines with an arrow, the only ones that can make a numbered list a router list.
  package let arrowLines: LineIndex

  package init(skill: Skill, outline: Outline, source: SourceText) {
    self.skill = skill
    self.outline = outline
    self.source = source
    self.ids = EntityCounter(skillID: skill.id)
    self.referenceLines = source.lineIndex(containingAnyOf: ["skills/", "(Pattern"])
    self.inlineLines = source.lineIndex(containingAnyOf: ["](", "`"])
    self.checkboxLines = source.lineIndex(containingAnyOf: ["[ ]", "[x]", "[X]", "☐", "☑", "☒"])
    self.arrowLines = source.lineIndex(containingAnyOf: ["→", "->", "=>", "⟶", "⇒"])
  }

  package var path: String { skill.source.path }

  package func span(_ range: SourceRange) -> SourceSpan { SourceSpan(path: path, range: range) }

  /// Reads every section (and the preamble) into `result`.
  package mutating func readAll(into result: inout InterpretedSkill) {
    for index in outline.entries.indices {
      let entry = outline.entries[index]
      let snippets = readSnippets(entry)
      result.codeSnippets += snippets
      readPattern(index, into: &result)
      readChecklist(index, into: &result)
      readAntiPattern(index, snippets: snippets, into: &result)
      readScenario(index, into: &result)
      readExample(index, into: &result)
      readLists(index, into: &result)
      readDecisionTrees(index, into: &result)
      readReferences(entry, into: &result)
      reportUnclosedFences(entry, into: &result)
    }
    // NB: a pattern's subsections are read after it; gather its snippets once all are known.
    let owned = Self.snippetIDs(
      inside: result.patterns.map(\.source), among: result.codeSnippets)
    for index in result.patterns.indices {
      result.patterns[index].snippetIDs = owned[index]
    }
  }

  private mutating func readSnippets(_ entry: Outline.Entry) -> [CodeSnippet] {
    var snippets: [CodeSnippet] = []
    for node in entry.codeBlocks {
      guard let code = node.codeBlock else { continue }
      // NB: the lines between a closed fence's lines are most blocks' code: kept as a slice
      // of the source text the graph holds anyway (`CodeSnippet.text`).
      let shared =
        code.isFenced && code.isClosed
        ? source.sharedLines(
          node.range.start.line + 1, through: node.range.end.line - 1, equalTo: code.literal)
        : nil
      snippets.append(
        CodeSnippet(
          id: ids.next("code"), skillID: skill.id, sectionID: entry.section.id,
          language: code.language, text: shared ?? Substring(code.literal),
          source: span(node.range)))
    }
    return snippets
  }

  private mutating func readPattern(_ index: Int, into result: inout InterpretedSkill) {
    let entry = outline.entries[index]
    guard entry.section.level > 0 else { return }
    var number: Int?
    var title = entry.section.title
    if entry.normalizedTitle.hasPrefix("pattern"),
      let match = entry.normalizedTitle.firstMatch(of: TextPatterns.patternHeading)
    {
      number = Int(match.1)
      if let rest = match.2, !rest.isEmpty {
        title = Self.textAfterPrefix(entry.section.title, matching: String(rest))
      }
    } else {
      // NB: a checklist filed among the quick patterns is a checklist, not a pattern.
      guard let parent = entry.parent,
        outline.entries[parent].normalizedTitle.containsBytes("quick patterns")
          || outline.entries[parent].normalizedTitle.containsBytes("deep patterns"),
        !entry.normalizedTitle.containsBytes("checklist")
      else { return }
    }
    let id =
      number.map { ids.named("pattern", String($0)) } ?? ids.named("pattern", entry.section.slug)
    result.patterns.append(
      Pattern(
        id: id, title: title, skillID: skill.id, number: number, sectionID: entry.section.id,
        useWhen: LabelledParts.value(of: ["use when"], in: entry.blocks),
        availability: LabelledParts.value(
          of: ["availability", "requires", "requirements"], in: entry.blocks),
        keyPoints: LabelledParts.items(after: ["key points"], in: entry.blocks), snippetIDs: [],
        source: entry.section.source))
  }

  /// The original-case suffix of `title` that matches the lower-cased `suffix`.
  package static func textAfterPrefix(_ title: String, matching suffix: String) -> String {
    guard let range = title.lowercased().range(of: suffix) else { return title }
    let offset = title.lowercased().distance(
      from: title.lowercased().startIndex, to: range.lowerBound)
    return String(title.dropFirst(offset)).trimmed
  }

  private mutating func reportUnclosedFences(
    _ entry: Outline.Entry, into result: inout InterpretedSkill
  ) {
    for node in entry.codeBlocks {
      guard let code = node.codeBlock, code.isFenced, !code.isClosed else { continue }
      result.diagnostics.append(
        Diagnostic(
          .error, "unclosed-fence",
          "code fence opened here is never closed; it swallows the rest of its container",
          path: path, range: node.range))
    }
  }
}
