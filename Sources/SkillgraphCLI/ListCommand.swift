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

  func execute(console: Console) throws(SkillgraphError) -> Int32 {
    guard let chosen = EntityKind(rawValue: kind ?? "skill") else {
      throw .invalidArgument(
        "--kind",
        reason:
          "unknown kind '\(kind ?? "")'; kinds: \(EntityKind.allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
    let entries = try content.service().list(kind: chosen, skill: skill).items
    if content.json {
      console.write(
        JSONEnvelope(command: Self.jsonName, data: EntityList(items: entries)).encoded())
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
