internal import ArgumentParser
import Foundation
import Skillgraph

/// `skillgraph-mcp`: the stdio MCP server.
struct SkillgraphMCPCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "skillgraph-mcp",
    abstract: "Serve the skill graph to AI agents over MCP (stdio): "
      + ServedTool.all.map(\.name).joined(separator: ", ") + ".",
    discussion: """
      Reads JSON-RPC messages on stdin and answers on stdout, one per line (at most 4 MiB a \
      message; a longer line is refused and skipped); logs go to stderr \
      (SKILLGRAPH_MCP_LOG=debug for more). It serves the same content as the skillgraph command \
      line, and every tool answers exactly what the matching `skillgraph ... --json` command \
      answers. When stdin closes, the answers still in flight are sent before it exits.
      """,
    version: SkillgraphService.version)

  @Option(
    name: .customLong("content"),
    help: ArgumentHelp(
      "A content folder (or file) to serve; repeat for several. Default: the shipped Content/.",
      valueName: "dir"))
  var folders: [String] = []

  @Option(
    help: ArgumentHelp("The templates folder. Default: the shipped Templates/.", valueName: "dir"))
  var templates: String?

  @Option(
    help: ArgumentHelp(
      "The search index file. Default: in the user's cache folder.", valueName: "path"))
  var index: String?

  func validate() throws {
    for folder in folders + (templates.map { [$0] } ?? [])
    where !FileManager.default.fileExists(atPath: folder) {
      throw ValidationError("no such file or folder: \(folder)")
    }
  }

  /// Parses the process's arguments and serves, or prints help, the version or a usage error.
  ///
  /// NB: called explicitly, because from top-level code `main()` resolves to the synchronous
  /// `ParsableCommand.main()`, which refuses an asynchronous command.
  static func runAsMain() async {
    do {
      var command = try parseAsRoot()
      if let server = command as? SkillgraphMCPCommand {
        try await server.run()
      } else {
        try command.run()  // --help
      }
    } catch {
      let status = exitCode(for: error)
      guard status != .success else { exit(withError: error) }
      // NB: as the skillgraph command writes its errors: "error:", as compilers write it.
      var message = fullMessage(for: error)
      if message.hasPrefix("Error: ") { message = "error: " + message.dropFirst("Error: ".count) }
      FileHandle.standardError.write(Data((message + "\n").utf8))
      exit(withError: ExitCode(status.rawValue))
    }
  }

  func run() async throws {
    let settings = SkillgraphService.Settings(folders: folders, templates: templates, index: index)
    var service = SkillgraphService(settings: settings)
    // NB: a server answers many searches: the index stays open between them.
    service.warmIndex = WarmIndex()
    try await SkillgraphServer(toolbox: Toolbox(service: service)).run()
  }
}
