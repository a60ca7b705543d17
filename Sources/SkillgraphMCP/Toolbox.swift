import MCP

/// Answers `tools/call`: checks the arguments, runs the matching `skillgraph` command in-process
/// with `--json` and returns its answer as a tool result.
struct Toolbox: Sendable {
  /// The content, templates and index the tools read.
  var settings: ServerSettings
  /// Runs the commands.
  var runner = CommandRunner()

  /// The tools, as `tools/list` announces them.
  var tools: [Tool] { SkillgraphTool.all.map(\.tool) }

  /// The result of a call; throws `MCPError.invalidParams` for an unknown tool or arguments
  /// that break its input schema.
  func call(_ parameters: CallTool.Parameters) async throws -> CallTool.Result {
    guard let tool = SkillgraphTool.all.first(where: { $0.name == parameters.name }) else {
      let names = SkillgraphTool.all.map(\.name).joined(separator: ", ")
      throw MCPError.invalidParams("unknown tool '\(parameters.name)'; tools: \(names)")
    }
    let arguments = try ToolArguments(
      parameters.arguments, tool: tool.name, parameters: tool.parameters)
    return ToolResult.make(await answer(tool.name, arguments))
  }

  private func answer(_ name: String, _ arguments: ToolArguments) async -> CommandRunner.Reply {
    switch name {
    case "read":
      let id = arguments.string("id") ?? ""
      return await SectionReader(runner: runner, settings: settings)
        .read(id: id, sections: arguments.strings("sections"))
    case "search":
      return await search(arguments)
    case "decide":
      return await runner.run(decideCommand(arguments))
    default:
      return await runner.run(renderCommand(arguments))
    }
  }

  private func searchCommand(_ arguments: ToolArguments) -> [String] {
    var command = ["query", "--json"] + settings.contentArguments + settings.indexArguments
    if let limit = arguments.integer("limit") { command.append("--limit=\(limit)") }
    if let kind = arguments.string("kind") { command.append("--kind=\(kind)") }
    if let skill = arguments.string("skill") { command.append("--skill=\(skill)") }
    command += arguments.pairs("facts").map { "--fact=\($0)" }
    if let cap = arguments.integer("maxTokens") { command.append("--max-tokens=\(cap)") }
    return command + ["--", arguments.string("query") ?? ""]
  }

  private func decideCommand(_ arguments: ToolArguments) -> [String] {
    var command = ["decide", "--json"] + settings.contentArguments + settings.templateArguments
    if let tree = arguments.string("tree") { command.append("--tree=\(tree)") }
    if let situation = arguments.string("situation") {
      command.append("--situation=\(situation)")
      command += settings.indexArguments
    }
    command += arguments.pairs("answers").map { "--answer=\($0)" }
    command += arguments.pairs("facts").map { "--fact=\($0)" }
    command += arguments.pairs("templateVariables").map { "--template-var=\($0)" }
    if arguments.flag("followLinks") { command.append("--follow-links") }
    return command
  }

  private func renderCommand(_ arguments: ToolArguments) -> [String] {
    let variables = arguments.pairs("variables").map { "--var=\($0)" }
    return ["render", "--json"] + settings.templateArguments + variables
      + ["--", arguments.string("template") ?? ""]
  }

  /// A search; "nothing matches" is an ordinary answer (no results, `confidence` none) that
  /// lists the collection's skills, so that an agent can tell what the collection covers.
  private func search(_ arguments: ToolArguments) async -> CommandRunner.Reply {
    let reply = await runner.run(searchCommand(arguments))
    guard case .failure(let code, let message, _) = reply, code == "not-found",
      message.hasPrefix("nothing in the content matches")
    else { return reply }
    let listed = await runner.run(["list", "--json"] + settings.contentArguments)
    guard case .data(let list) = listed else { return reply }
    let skills: [Value] = (list.objectValue?["items"]?.arrayValue ?? []).map { item in
      let fields = item.objectValue ?? [:]
      var skill: [String: Value] = [
        "id": fields["id"] ?? "", "title": fields["title"] ?? "",
      ]
      if let type = fields["type"] { skill["type"] = type }
      return .object(skill)
    }
    return .data([
      "budget": ["maxTokens": .null, "resultsLeftOut": 0, "usedTokens": 0],
      "confidence": "none", "query": .string(arguments.string("query") ?? ""),
      "results": [], "skills": .array(skills),
    ])
  }
}
