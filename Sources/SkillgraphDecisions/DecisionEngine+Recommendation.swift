import Foundation
package import SkillgraphModel
import SkillgraphSupport
package import SkillgraphTemplates

extension DecisionEngine {
  /// The recommendation for `outcome`: its pattern, template, reasons, alternatives, checklist
  /// items and warnings, with their sources.
  package func recommendation(
    for outcome: DecisionOutcome, in tree: DecisionTree, path: [DecisionAnswer.Step]
  ) -> Recommendation {
    let taskType = Self.taskType(of: outcome)
    // NB: a skill's patterns, checklists and warnings may sit in any document of its folder.
    let skill = graph.folderSkillID(of: tree.skillID)
    let pattern = outcome.patternNumbers.first.flatMap { number in
      graph.patterns.first { graph.folderSkillID(of: $0.skillID) == skill && $0.number == number }
    }
    let template = outcome.patternNumbers.first.flatMap { number in
      Self.closest(
        catalog?.sets(implementingPattern: number, of: skill) ?? [], to: outcome.text)?
        .manifest.id
    }
    var why: [String] = []
    if let useWhen = pattern?.useWhen { why.append("Use when: \(useWhen)") }
    why += path.map { "\($0.question.text) \($0.answer.text)" }
    let keyword = Self.keyword(in: taskType)
    return Recommendation(
      id: outcome.id, title: outcome.text, taskType: taskType,
      pattern: pattern.map {
        .init(
          id: $0.id, title: $0.title, useWhen: $0.useWhen, availability: $0.availability,
          keyPoints: $0.keyPoints)
      },
      template: template,
      why: why, alternatives: alternatives(to: outcome, in: tree, path: path),
      checklist: checklist(for: keyword, skill: skill),
      warnings: warnings(for: keyword, skill: skill),
      source: [tree.source] + (pattern.map { [$0.source] } ?? []))
  }

  /// Of several template sets for one pattern, the one whose title and summary share the most
  /// words with the outcome (a download or an upload), the first on a tie.
  package static func closest(_ sets: [TemplateSet], to outcome: String) -> TemplateSet? {
    let words = Set(SearchText.words(outcome).filter { $0.count > 3 }.map(String.init))
    func shared(_ set: TemplateSet) -> Int {
      let text = SearchText.words(set.manifest.title + " " + set.manifest.summary)
      return Set(text.map(String.init)).intersection(words).count
    }
    return sets.enumerated().max { lhs, rhs in
      (shared(lhs.element), -lhs.offset) < (shared(rhs.element), -rhs.offset)
    }?.element
  }

  /// The first step of an outcome without its "(Pattern N)" link.
  package static func taskType(of outcome: DecisionOutcome) -> String {
    let first = outcome.steps.first ?? outcome.text
    guard let range = first.range(of: "(Pattern") else { return first.trimmed }
    return String(first[..<range.lowerBound]).trimmed
  }

  /// The API name in a task type (`BGAppRefreshTask`, `beginBackgroundTask`), else the text.
  package static func keyword(in taskType: String) -> String {
    let words = taskType.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    let camel = words.filter { word in word.dropFirst().contains { $0.isUppercase } }
    return camel.max { $0.count < $1.count } ?? taskType
  }

  private func alternatives(
    to chosen: DecisionOutcome, in tree: DecisionTree, path: [DecisionAnswer.Step]
  ) -> [Recommendation.Alternative] {
    // NB: the same recommendation can sit at several leaves; list each once, by its text.
    var seen: Set<String> = [chosen.text]
    var result: [Recommendation.Alternative] = []
    var node = tree.root
    for step in path {
      guard case .question(let question) = node else { break }
      for option in question.options where option.id != step.answer.id {
        for outcome in option.next?.outcomes ?? [] where seen.insert(outcome.text).inserted {
          result.append(
            .init(
              outcome: .init(id: outcome.id, text: outcome.text),
              via: .init(
                question: step.question, answer: .init(id: option.id, text: option.text),
                settledBy: "answer")))
        }
      }
      guard let next = question.options.first(where: { $0.id == step.answer.id })?.next else {
        break
      }
      node = next
    }
    return result
  }

  private func checklist(for keyword: String, skill: String) -> [String] {
    let items = graph.checklists.filter { graph.folderSkillID(of: $0.skillID) == skill }
      .flatMap(\.items).map(\.text)
    let needle = keyword.lowercased()
    return Array(items.filter { Self.mentions($0, needle) }.prefix(10))
  }

  private func warnings(for keyword: String, skill: String) -> [Recommendation.Warning] {
    var result: [Recommendation.Warning] = []
    let needle = keyword.lowercased()
    for scenario in graph.pressureScenarios where graph.folderSkillID(of: scenario.skillID) == skill
    {
      let text = scenario.title + " " + scenario.parts.map(\.text).joined(separator: " ")
      guard Self.mentions(text, needle) else { continue }
      result.append(
        .init(
          kind: .pressureScenario, id: scenario.id, title: scenario.title,
          reality: scenario.text(of: .reality),
          pushBack: scenario.text(of: .pushBack)))
    }
    for antiPattern in graph.antiPatterns
    where graph.folderSkillID(of: antiPattern.skillID) == skill {
      guard Self.mentions(graph.markdown(of: antiPattern), needle) else { continue }
      result.append(.init(kind: .antiPattern, id: antiPattern.id, title: antiPattern.title))
    }
    return result
  }

  /// Whether `text` holds `word` (lowercase) at the start of a word: `backgroundTask` is not in
  /// `beginBackgroundTask`, `BGAppRefreshTask` is in `BGAppRefreshTaskRequest`.
  package static func mentions(_ text: String, _ word: String) -> Bool {
    let haystack = Array(text.lowercased().utf8)
    let needle = Array(word.utf8)
    guard !needle.isEmpty, haystack.count >= needle.count else { return false }
    func isWordByte(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
    }
    for start in 0...(haystack.count - needle.count)
    where haystack[start] == needle[0]
      && haystack[start..<(start + needle.count)].elementsEqual(needle)
    {
      if start == 0 || !isWordByte(haystack[start - 1]) { return true }
    }
    return false
  }
}
