import Foundation
import SkillgraphMarkdown
package import SkillgraphModel
import SkillgraphSupport

extension EntityReader {
  /// A pressure scenario for "Scenario N: ..." under a pressure heading, or any section whose
  /// heading says "scenario" and that is made of at least two known bold-label parts.
  package mutating func readScenario(_ index: Int, into result: inout InterpretedSkill) {
    let entry = outline.entries[index]
    guard entry.section.level > 0, entry.normalizedTitle.containsBytes("scenario") else { return }
    // NB: a heading over scenario headings is their container, and a "Scenario" heading inside
    // a scenario is part of it.
    let isScenarioHeading = { (entry: Outline.Entry) in entry.normalizedTitle.hasPrefix("scenario")
    }
    if let parent = entry.parent, isScenarioHeading(outline.entries[parent]) { return }
    if entry.children.contains(where: { isScenarioHeading(outline.entries[$0]) }) { return }
    let match = entry.normalizedTitle.firstMatch(of: TextPatterns.scenarioHeading)
    let isNumbered = match != nil && outline.hasAncestor(of: index, containing: "pressure")
    // A numbered scenario owns the labelled parts of its subsections too.
    let blocks = isNumbered ? outline.allBlocks(of: index) : entry.blocks
    let parts = LabelledParts.parse(blocks).map { part in
      ScenarioPart(role: Self.role(of: part.label), label: part.label, text: part.text)
    }
    let known = Set(parts.map(\.role)).subtracting([.other]).count
    guard isNumbered || known >= 2 else { return }
    var title = entry.section.title
    if let rest = match?.2, !rest.isEmpty {
      title = Self.textAfterPrefix(title, matching: String(rest))
    }
    result.pressureScenarios.append(
      PressureScenario(
        id: ids.next("scenario"), title: title, skillID: skill.id,
        number: match?.1.flatMap { Int($0) },
        sectionID: entry.section.id, parts: parts, source: entry.section.source))
  }

  /// The normalised role of a scenario label, whatever its spelling.
  package static func role(of label: String) -> ScenarioPart.Role {
    // NB: the words are ASCII, so bytes are compared: Foundation's `contains` and
    // `replacingOccurrences` compared by canonical equivalence at several times the cost.
    let text = String(
      decoding: label.lowercased().utf8.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: " ") : $0 },
      as: UTF8.self)
    let roles: [(ScenarioPart.Role, [String])] = [
      (.pushBack, ["push back", "pushback", "script", "what to say", "response template"]),
      (.timeCost, ["time cost", "cost", "time"]),
      (
        .whatWorks,
        [
          "correct", "what works", "right", "solution", "the fix", "fix", "do instead", "instead",
          "better",
        ]
      ),
      (.reality, ["reality", "why", "truth", "actually", "consequence"]),
      (.pressure, ["pressure", "temptation", "rationali", "tempting"]),
      (.context, ["context", "situation", "setup", "scenario", "background"]),
    ]
    for (role, words) in roles where words.contains(where: { text.containsBytes($0) }) {
      return role
    }
    return .other
  }

  /// A real-world example for each entry under a "Real-World Examples" heading.
  package mutating func readExample(_ index: Int, into result: inout InterpretedSkill) {
    let entry = outline.entries[index]
    guard entry.section.level > 0 else { return }
    let isExamples = { (title: String) in
      title.containsBytes("real-world example") || title.containsBytes("real world example")
    }
    let parentMatches =
      entry.parent.map { isExamples(outline.entries[$0].normalizedTitle) } ?? false
    guard parentMatches || (isExamples(entry.normalizedTitle) && entry.children.isEmpty) else {
      return
    }
    let parts = LabelledParts.parse(entry.blocks)
    func value(_ words: [String]) -> String? {
      parts.first { part in words.contains { part.label.lowercased().contains($0) } }?.text
    }
    var title = entry.section.title
    if let match = title.firstMatch(of: TextPatterns.exampleHeading) {
      title = String(match.1)
    }
    result.realWorldExamples.append(
      RealWorldExample(
        id: ids.next("example"), title: title, skillID: skill.id, sectionID: entry.section.id,
        symptom: value(["symptom", "problem"]), diagnosis: value(["diagnos", "cause", "why"]),
        fix: value(["fix", "solution", "resolution"]), source: entry.section.source))
  }
}
