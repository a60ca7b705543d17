@testable import Skillgraph

/// One entity of a graph as the export round trip compares it: its kind, its ID with any file
/// part removed, its skill, its title and the counts that say its parts read back too.
struct EntityRecord: Hashable, Comparable, CustomStringConvertible {
  var kind: String
  var id: String
  var skill: String
  var title: String
  var detail: String

  var description: String { "\(kind) \(id) [\(skill)] \(title) {\(detail)}" }

  static func < (left: EntityRecord, right: EntityRecord) -> Bool {
    (left.kind, left.id, left.title) < (right.kind, right.id, right.title)
  }
}

/// The entities an Agent Skills export must read back unchanged.
enum GraphRecords {
  /// The records of every skill, pattern, checklist, pressure scenario, decision tree,
  /// anti-pattern, real-world example, red-flag and prompt list, and quick-reference table.
  /// With `asExported`, each skill's description is the one its export declares (the
  /// original, with a "Use when" sentence added when it does not say when to use the skill).
  static func records(of graph: KnowledgeGraph, asExported: Bool = false) -> [EntityRecord] {
    // NB: the documents of a skill folder (its reference files) are read as entries of their
    // own; they are the skill's, not skills of the collection.
    var records = graph.skills.filter { $0.parentSkill == nil }.map { skill in
      let description =
        asExported
        ? SkillDescription.make(skill.description, title: skill.title) : skill.description
      return EntityRecord(
        kind: "skill", id: skill.id, skill: skill.id, title: skill.title,
        detail:
          "\(skill.type.rawValue) \(skill.version ?? "-") \(skill.platforms) \(description)")
    }
    func add(_ entities: [some GraphEntity], detail: (any GraphEntity) -> String = { _ in "" }) {
      for entity in entities {
        records.append(
          EntityRecord(
            kind: entity.kind.rawValue, id: canonicalID(entity.id),
            skill: canonicalID(entity.skillID),
            title: entity.title, detail: detail(entity)))
      }
    }
    add(graph.patterns) { "use when: \(($0 as? Pattern)?.useWhen ?? "-")" }
    add(graph.checklists) { "\(($0 as? Checklist)?.items.count ?? -1) items" }
    add(graph.pressureScenarios) { "\(($0 as? PressureScenario)?.parts.count ?? -1) parts" }
    add(graph.decisionTrees) { entity in
      guard let tree = entity as? DecisionTree else { return "" }
      var questions = 0
      tree.root.forEachNode { if case .question = $0 { questions += 1 } }
      return "\(questions) questions, \(tree.root.outcomes.count) outcomes"
    }
    add(graph.antiPatterns)
    add(graph.realWorldExamples)
    add(graph.itemLists)
    add(graph.quickReferences)
    return records.sorted()
  }

  /// The titles of each skill's sections, as `skill › title`.
  static func sectionTitles(of graph: KnowledgeGraph) -> [String] {
    graph.sections.map { "\(canonicalID($0.skillID)) › \($0.title)" }.sorted()
  }

  /// `id` without a file part: an export may name the reference file an entity sits in
  /// (`skill/references/patterns/pattern-1`, `skill/references/patterns.md#slug`); the entity
  /// is the same when the rest is.
  static func canonicalID(_ id: String) -> String {
    var parts = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    while let position = parts.firstIndex(of: "references"), position + 1 < parts.count {
      let file = parts[position + 1]
      if let hash = file.firstIndex(of: "#") {
        parts[position + 1] = String(file[hash...])
        parts.remove(at: position)
        let joined = parts[position - 1] + parts[position]
        parts.replaceSubrange((position - 1)...position, with: [joined])
      } else {
        parts.removeSubrange(position...(position + 1))
      }
    }
    return parts.joined(separator: "/")
  }
}
