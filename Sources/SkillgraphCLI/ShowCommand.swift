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

  func execute(console: Console) throws(SkillgraphError) -> Int32 {
    let detail = try content.service().show(id)
    if content.json {
      console.write(JSONEnvelope(command: Self.jsonName, data: detail).encoded())
      return ExitStatus.success
    }
    // NB: a skill's entry may be a command, an agent or a document of a skill folder: each is
    // named as what it is.
    let kind = (detail.entity as? Skill)?.listedRole ?? detail.kind.rawValue
    console.write(console.bold(detail.title) + "  " + console.dim("(\(kind) \(detail.id))"))
    console.write(
      console.dim("\(detail.source.path):\(detail.source.startLine)-\(detail.source.endLine)"))
    console.write("")
    console.write(detail.markdown)
    if let skill = detail.entity as? Skill, !skill.bundledFiles.isEmpty {
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
}
