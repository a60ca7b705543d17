internal import ArgumentParser
import Skillgraph

/// `skillgraph list`: the skills, or the entities of one kind.
struct ListCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the skills, or every entity of one kind.")
  static let jsonName = "list"

  @OptionGroup var content: ContentOptions

  @Option(
    help:
      "List entities of this kind instead of skills: \(EntityKind.allCases.map(\.rawValue).joined(separator: ", "))."
  )
  var kind: String?

  @Option(help: "Only entities of this skill.")
  var skill: String?

  struct Entry: Encodable {
    var id: String
    var kind: EntityKind
    var title: String
    var skill: String
    var type: String?
    var source: SourceSpan
  }

  func execute(console: Console) throws(CommandFailure) -> Int32 {
    let (graph, _) = try content.loadGraph()
    guard let chosen = EntityKind(rawValue: kind ?? "skill") else {
      throw .usage(
        "unknown kind '\(kind ?? "")'; kinds: \(EntityKind.allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
    var entities: [any GraphEntity]
    switch chosen {
    case .skill: entities = graph.skills
    case .section: entities = graph.sections
    case .pattern: entities = graph.patterns
    case .checklist: entities = graph.checklists
    case .antiPattern: entities = graph.antiPatterns
    case .pressureScenario: entities = graph.pressureScenarios
    case .redFlags, .examplePrompts: entities = graph.itemLists.filter { $0.kind == chosen }
    case .realWorldExample: entities = graph.realWorldExamples
    case .quickReference: entities = graph.quickReferences
    case .resource: entities = graph.resources
    case .decisionTree: entities = graph.decisionTrees
    case .decisionOutcome: entities = graph.decisionOutcomes
    case .codeBlock: entities = graph.codeSnippets
    }
    if let skill {
      guard graph.skill(withID: skill) != nil else {
        throw .notFound("no skill has the ID '\(skill)'")
      }
      entities = entities.filter { $0.skillID == skill }
    }
    let entries = entities.map { entity in
      Entry(
        id: entity.id, kind: entity.kind, title: entity.title, skill: entity.skillID,
        type: (entity as? Skill)?.type.rawValue, source: entity.source)
    }
    if content.json {
      console.write(JSONEnvelope(command: Self.jsonName, data: ["items": entries]).encoded())
      return ExitStatus.success
    }
    let width = min(48, entries.map(\.id.count).max() ?? 0)
    for entry in entries {
      let type = entry.type.map { "[\($0)] " } ?? ""
      console.write("\(console.bold(entry.id.padding(toLength: width)))  \(type)\(entry.title)")
    }
    console.warn("\(entries.count) \(chosen.rawValue) entries")
    return ExitStatus.success
  }
}
