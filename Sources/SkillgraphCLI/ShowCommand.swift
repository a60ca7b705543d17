internal import ArgumentParser
import Skillgraph

/// `skillgraph show ID`: one entity whole, with its Markdown, source and related entities.
struct ShowCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show one entity: a skill (ID), a section (skill#slug), a tree (skill/tree-N), ...")
  static let jsonName = "show"

  @OptionGroup var content: ContentOptions

  @Argument(help: "The entity's ID, as `list` prints it.")
  var id: String

  func execute(console: Console) throws(CommandFailure) -> Int32 {
    let (graph, _) = try content.loadGraph()
    guard let entity = graph.entity(withID: id) else {
      throw .notFound("no entity has the ID '\(id)'\(Self.hint(for: id, in: graph))")
    }
    let detail = EntityDetail(entity: entity, graph: graph)
    if content.json {
      console.write(JSONEnvelope(command: Self.jsonName, data: detail).encoded())
      return ExitStatus.success
    }
    console.write(
      console.bold(detail.title) + "  " + console.dim("(\(detail.kind.rawValue) \(detail.id))"))
    console.write(
      console.dim("\(detail.source.path):\(detail.source.startLine)-\(detail.source.endLine)"))
    console.write("")
    console.write(detail.markdown)
    if let skill = entity as? Skill, !skill.bundledFiles.isEmpty {
      console.write("")
      console.write(console.bold("Files") + console.dim(" (listed, never run)"))
      for file in skill.bundledFiles {
        let summary = file.summary.map { "  \($0)" } ?? ""
        console.write("  \(file.path)  \(file.kind.rawValue), \(file.size) bytes\(summary)")
      }
    }
    if !detail.related.isEmpty {
      console.write("")
      console.write(console.bold("Related"))
      for related in detail.related {
        console.write("  \(related.relation): \(related.id)  \(related.title)")
      }
    }
    return ExitStatus.success
  }

  /// What to try instead of `id`: the entities of the same kind in its skill (`skill/pattern-99`
  /// lists the skill's patterns), else the skills whose ID it resembles.
  static func hint(for id: String, in graph: KnowledgeGraph) -> String {
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
      return "; `skillgraph list --skill \(parts[0])` shows that skill's IDs"
    }
    let prefix = id.split(separator: "#").first.map(String.init) ?? id
    let suggestions = graph.skills.map(\.id).filter {
      $0.hasPrefix(prefix) || prefix.hasPrefix($0)
    }.prefix(5)
    return suggestions.isEmpty
      ? "; `skillgraph list` shows the IDs"
      : "; did you mean \(suggestions.joined(separator: ", "))?"
  }
}
