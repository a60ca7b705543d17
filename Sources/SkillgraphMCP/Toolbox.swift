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
    guard let tool = ServedTool.all.first(where: { $0.name == parameters.name }),
      let handler = ToolHandlers.all[tool.name]
    else {
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
    let reply = await handler(service, arguments, calls)
    // NB: work already started on its thread runs to its end; a request cancelled meanwhile
    // gets no answer, as MCP asks.
    try Task.checkCancellation()
    return ToolResult.make(reply, tool: tool.name)
  }
}
