internal import ArgumentParser
import Skillgraph

/// `skillgraph index`: builds or refreshes the search index that `query` reads, and says what
/// it did (to warm the index before serving agents, or to measure indexing alone).
struct IndexCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "index",
    abstract: "Build or refresh the search index of the content (query does this by itself).")
  static let jsonName = "index"

  @OptionGroup var content: ContentOptions

  @Option(
    help: ArgumentHelp("The index file (default: in the user's cache folder).", valueName: "path"))
  var index: String?

  func execute(console: Console) throws(SkillgraphError) -> Int32 {
    let status = try content.service(index: index).refreshIndex()
    if content.json {
      console.write(JSONEnvelope(command: Self.jsonName, data: status).encoded())
    } else {
      let what = status.rebuilt ? "built" : "up to date"
      console.write(
        "\(status.path): \(what); \(status.added) added, \(status.changed) changed, "
          + "\(status.removed) removed, \(status.parsed) parsed")
    }
    return ExitStatus.success
  }
}
