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
      StatsCommand.self, CheckCommand.self, ListCommand.self, CatalogCommand.self, ShowCommand.self,
      AskCommand.self, AuditCommand.self,
      DiagnoseCommand.self, DecideCommand.self, RenderCommand.self, QueryCommand.self,
      IndexCommand.self, SiteCommand.self, ExportCommand.self,
    ],
    defaultSubcommand: nil)

}

/// The entry points of the `skillgraph` command line.
public enum SkillgraphCLI {
  /// The version `--version` prints, shared by `skillgraph` and `skillgraph-mcp`.
  public static let version = SkillgraphService.version

  /// Parses `arguments` and runs the command, writing to `Console.current`; returns the exit
  /// status instead of exiting, so that tests can call it in-process.
  public static func run(arguments: [String]) -> Int32 {
    let console = Console.current
    if arguments.first == QueryCommand.configuration.commandName,
      let query = QueryArguments(plainArguments: arguments.dropFirst())
    {
      return runReporting(json: query.json, command: QueryCommand.jsonName) {
        () throws(SkillgraphError) in try query.execute(console: console)
      }
    }
    if let unknown = unknownCommand(arguments) {
      let message =
        "unknown command '\(unknown.name)'"
        + (unknown.suggestion.map { "; did you mean '\($0)'?" } ?? "")
      let json = arguments.contains("--json")
      report(
        .usage(message + (json ? "" : "\n\(commandList)")), console: console, json: json,
        command: "skillgraph")
      return ExitStatus.usage
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
      var message = SkillgraphCommand.fullMessage(for: error)
      // NB: every other error of the tool begins "error:", as compilers write it.
      if message.hasPrefix("Error: ") { message = "error: " + message.dropFirst("Error: ".count) }
      var hint = ""
      if arguments.first == QueryCommand.configuration.commandName,
        let option = arguments.dropFirst().first(where: {
          $0.hasPrefix("-") && message.contains("'\($0)'")
        })
      {
        hint =
          "\nIf '\(option)' is part of the question, put -- before the question: skillgraph query -- \(option)"
      }
      if arguments.contains("--json") {
        // NB: the envelope's message is the error alone, as every other error's is: no "error:"
        // label and no usage text, which `--help` gives.
        let name = arguments.first { !$0.hasPrefix("-") } ?? "skillgraph"
        report(
          .usage(SkillgraphCommand.message(for: error) + hint), console: console, json: true,
          command: name)
      } else {
        console.warn(message + hint)
      }
      return ExitStatus.usage
    }
  }

  /// The commands, one a line, for the message about an unknown one.
  static var commandList: String {
    "Commands: " + commandNames.joined(separator: ", ")
  }

  /// The names of the subcommands, in the order `--help` lists them.
  static var commandNames: [String] {
    var names: [String] = []
    for command in SkillgraphCommand.configuration.subcommands {
      if let name = command.configuration.commandName { names.append(name) }
    }
    return names
  }

  /// The first argument when it is neither an option nor a command, with the command it is
  /// closest to (a typo such as `qeury`), if one is close.
  static func unknownCommand(_ arguments: [String]) -> (name: String, suggestion: String?)? {
    guard var name = arguments.first, !name.hasPrefix("-") else { return nil }
    let names = commandNames
    // NB: `help TOPIC` names a command too: an unknown one is not answered with the main help.
    if name == "help" {
      guard let topic = arguments.dropFirst().first, !topic.hasPrefix("-") else { return nil }
      name = topic
    }
    guard !names.contains(name) else { return nil }
    let ranked = names.map { (name: $0, distance: editDistance(name.lowercased(), $0)) }
      .min { $0.distance < $1.distance }
    let close = ranked.flatMap { $0.distance <= max(1, name.count / 3) ? $0.name : nil }
    let prefixed = names.first { $0.hasPrefix(name.lowercased()) }
    return (name, close ?? prefixed)
  }

  /// The Damerau-Levenshtein distance (a swap of neighbours counts one) between two words.
  static func editDistance(_ left: String, _ right: String) -> Int {
    let a = Array(left)
    let b = Array(right)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
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
    // NB: results go through buffered standard output; a full disk or a closed file shows only
    // when the buffer is flushed, after the command has already succeeded.
    if let failure = Console.current.flushOutput() {
      Console.current.warn("error: cannot write the results to standard output: \(failure)")
      exit(status == ExitStatus.success ? ExitStatus.ioFailure : status)
    }
    exit(status)
  }
}
