internal import ArgumentParser

/// `skillgraph export`: the collection in formats other tools read.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Export the collection for other tools (Agent Skills, a Claude Code plugin).",
    subcommands: [ExportAgentSkillsCommand.self])
}
