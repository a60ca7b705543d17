import MCP
import Skillgraph

/// Answers `tools/call`: checks the arguments, asks the service the matching typed request and
/// returns its answer as a tool result.
struct Toolbox: Sendable {
  /// The content, templates and index the tools read.
  var service: SkillgraphService
  /// Runs the calls.
  var calls = ServiceCalls()

  /// The tools, as `tools/list` announces them.
  var tools: [Tool] { Self.announced }

  /// The tools with their input and output schemas, made (and the output schemas decoded and
  /// checked) once for the process rather than at every `tools/list`.
  private static let announced = ServedTool.all.map(\.tool)

  /// The result of a call: a tool error (`isError`) for arguments that break the tool's input
  /// schema; throws `MCPError.invalidParams` for an unknown tool, and `CancellationError` when
  /// the client cancelled the request (the SDK then sends nothing).
  func call(_ parameters: CallTool.Parameters) async throws -> CallTool.Result {
    guard let tool = ServedTool.all.first(where: { $0.name == parameters.name }) else {
      let names = ServedTool.all.map(\.name).joined(separator: ", ")
      throw MCPError.invalidParams("unknown tool '\(parameters.name)'; tools: \(names)")
    }
    let arguments: ToolArguments
    do {
      arguments = try ToolArguments(
        parameters.arguments, tool: tool.name, parameters: tool.parameters)
    } catch {
      return ToolResult.make(.failure(.invalidArgument(tool.name, reason: error.message)))
    }
    try Task.checkCancellation()
    let reply = await answer(tool.name, arguments)
    // NB: work already started on its thread runs to its end; a request cancelled meanwhile
    // gets no answer, as MCP asks.
    try Task.checkCancellation()
    return ToolResult.make(reply, tool: tool.name)
  }

  private func answer(_ name: String, _ arguments: ToolArguments) async -> ServiceCalls.Reply {
    let service = self.service
    switch name {
    case "search":
      return await calls.run { () throws(SkillgraphError) in
        try service.search(try Self.searchRequest(arguments))
      }
    case "read":
      let id = arguments.string("id") ?? ""
      let sections = arguments.strings("sections")
      let limit = arguments.flag("whole") ? nil : ServedTool.readOutlineTokens
      return await calls.run { () throws(SkillgraphError) in
        try service.read(id, sections: sections, outlineAbove: limit)
      }
    case "decide":
      let request = DecideRequest(
        tree: arguments.string("tree"), situation: arguments.string("situation"),
        answers: arguments.map("answers"), facts: arguments.map("facts"),
        templateVariables: arguments.map("templateVariables"),
        followsLinks: arguments.flag("followLinks"), project: arguments.string("project"),
        target: arguments.string("target"))
      return await calls.run { () throws(SkillgraphError) in try service.decide(request).reply }
    case "audit":
      let request = AuditRequest(project: arguments.string("path") ?? "")
      return await calls.run { () throws(SkillgraphError) in try service.audit(request) }
    case "catalog":
      let request = CatalogRequest(
        parts: Set(
          arguments.string("kind").flatMap(CatalogRequest.Part.init(rawValue:)).map { [$0] } ?? []),
        skill: arguments.string("skill"), words: arguments.string("words"),
        limit: arguments.integer("limit") ?? CatalogRequest.agentPageSize,
        cursor: arguments.string("cursor"))
      return await calls.run { () throws(SkillgraphError) in try service.catalog(request) }
    default:
      let request = RenderRequest(
        template: arguments.string("template") ?? "", variables: arguments.map("variables"))
      return await calls.run { () throws(SkillgraphError) in try service.render(request) }
    }
  }

  private static func searchRequest(_ arguments: ToolArguments) throws(SkillgraphError)
    -> SearchRequest
  {
    let iosVersion: Double?
    do {
      iosVersion = try DecisionFacts(arguments.map("facts")).iosVersion
    } catch {
      throw .invalidArgument("facts", reason: error.description)
    }
    return SearchRequest(
      text: SearchRequest.trimmed(arguments.string("query") ?? ""),
      limit: arguments.integer("limit") ?? SearchRequest.defaultLimit,
      kind: arguments.string("kind").flatMap(EntityKind.init(rawValue:)),
      skillID: arguments.string("skill"), iosVersion: iosVersion,
      maxTokens: arguments.integer("maxTokens") ?? SearchRequest.defaultMaxTokens,
      ranking: .graph)
  }
}
