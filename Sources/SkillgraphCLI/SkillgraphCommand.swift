internal import ArgumentParser
import Foundation
import Skillgraph

/// The `skillgraph` command line.
struct SkillgraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "skillgraph",
    abstract: "Turn Markdown skill documents into a knowledge graph, and answer from it.",
    discussion: """
      Exit codes: 0 success, 1 content errors, 2 nothing found, 3 input closed before a question \
      was answered (ask, diagnose), 64 usage error, 74 I/O failure, 130 interrupted.
      """,
    version: SkillgraphCLI.version,
    subcommands: [
      StatsCommand.self, CheckCommand.self, ListCommand.self, ShowCommand.self, AskCommand.self,
      DiagnoseCommand.self, DecideCommand.self, RenderCommand.self, QueryCommand.self,
      IndexCommand.self, SiteCommand.self,
    ],
    defaultSubcommand: nil)

}

/// The entry points of the `skillgraph` command line.
public enum SkillgraphCLI {
  /// The version `--version` prints, shared by `skillgraph` and `skillgraph-mcp`.
  public static let version = "0.1.0"

  /// Parses `arguments` and runs the command, writing to `Console.current`; returns the exit
  /// status instead of exiting, so that tests can call it in-process.
  public static func run(arguments: [String]) -> Int32 {
    let console = Console.current
    if arguments.first == QueryCommand.configuration.commandName,
      let query = QueryArguments(plainArguments: arguments.dropFirst())
    {
      return runReporting(json: query.json, command: QueryCommand.jsonName) {
        () throws(CommandFailure) in try query.execute(console: console)
      }
    }
    do {
      var command = try directlyParsed(arguments) ?? SkillgraphCommand.parseAsRoot(arguments)
      try command.run()
      return ExitStatus.success
    } catch let exit as ExitCode {
      return exit.rawValue
    } catch {
      let status = SkillgraphCommand.exitCode(for: error).rawValue
      if status == ExitCode.success.rawValue {
        console.write(SkillgraphCommand.fullMessage(for: error))
        return ExitStatus.success
      }
      let message = SkillgraphCommand.fullMessage(for: error)
      if arguments.contains("--json") {
        let name = arguments.first { !$0.hasPrefix("-") } ?? "skillgraph"
        report(.usage(message), console: console, json: true, command: name)
      } else {
        console.warn(message)
      }
      return ExitStatus.usage
    }
  }

  /// The command when `arguments` name a subcommand without subcommands of its own and parse
  /// as its arguments, else nil (then the whole tree parses, and reports any error).
  // NB: parsing the whole command tree costs a few milliseconds at every start: `query` and
  // `index` are run by agents and scripts many times in a row.
  static func directlyParsed(_ arguments: [String]) -> (any ParsableCommand)? {
    guard let name = arguments.first,
      let type = SkillgraphCommand.configuration.subcommands.first(where: {
        $0.configuration.commandName == name && $0.configuration.subcommands.isEmpty
      })
    else { return nil }
    // NB: `parse`, not `parseAsRoot`: the latter answers `--help` with a help command that would
    // print the subcommand's usage without `skillgraph` in front.
    return try? type.parse(Array(arguments.dropFirst()))
  }

  /// The process entry point: runs with the process's arguments and exits with the status.
  public static func runAsMain() -> Never {
    let status = run(arguments: Array(CommandLine.arguments.dropFirst()))
    exit(status)
  }
}
