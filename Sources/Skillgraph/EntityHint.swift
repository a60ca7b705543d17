package import SkillgraphModel
import SkillgraphSupport

/// What to suggest for an ID that names no entity.
package struct EntityHint {
  /// The graph the ID was looked up in.
  package var graph: KnowledgeGraph

  /// What to try instead of `id`: the entities of the same kind in its skill (`skill/pattern-99`
  /// lists the skill's patterns), else the skills whose ID it resembles; starts with "; ".
  package func hint(for id: String) -> String {
    let parts = id.split(separator: "/", maxSplits: 1).map(String.init)
    if parts.count == 2, graph.skill(withID: parts[0]) != nil {
      // NB: `pattern-99` and `pattern-slug` name the kind by what comes before the first `-`.
      let kind = parts[1].split(separator: "-").first.map { "\(parts[0])/\($0)-" } ?? id
      let siblings = graph.entities(inSkill: parts[0]).filter { $0.id.hasPrefix(kind) }
      if !siblings.isEmpty {
        let listed = siblings.prefix(12).map { "\($0.id) (\($0.title))" }
        let more = siblings.count > 12 ? ", and \(siblings.count - 12) more" : ""
        return "; \(parts[0]) has \(listed.joined(separator: ", "))\(more)"
      }
      return "; \(parts[0]) has no entity of that kind"
    }
    let prefix = id.split(separator: "#").first.map(String.init) ?? id
    if prefix != id, graph.skill(withID: prefix) != nil {
      let sections = graph.sections.filter { $0.skillID == prefix }.map(\.id)
      guard !sections.isEmpty else { return "; \(prefix) has no sections" }
      return "; \(prefix) has no such section; "
        + ClosestNames(sections).suggestion(
          for: id, noun: "sections", whereListed: "`show \(prefix)`")
    }
    return "; "
      + ClosestNames(graph.skills.map(\.id)).suggestion(
        for: prefix, noun: "skills", whereListed: "`list`")
  }

  /// A value with every stored property given.
  package init(graph: KnowledgeGraph) {
    self.graph = graph
  }
}
