import MCP
import Skillgraph

/// Turns a service reply into a tool result: the answer as `structuredContent` and as JSON
/// text, or an error result (`isError`) carrying the failure's code and message.
enum ToolResult {
  /// The result for `reply` of `tool`: its JSON text, then links to the entities it names.
  static func make(_ reply: ServiceCalls.Reply, tool: String = "") -> CallTool.Result {
    switch reply {
    case .data(let text, let value):
      let structured: Value? = value
      let content: [Tool.Content] =
        [.text(text: text, annotations: nil, _meta: nil)]
        + ResourceLinks.links(tool: tool, answer: value)
      return CallTool.Result(
        content: content, structuredContent: structured, isError: nil, _meta: nil)
    case .failure(let failure):
      // NB: no `structuredContent` on an error: it would have to match the output schema.
      let error = JSONError(
        code: failure.code, message: failure.toolMessage, diagnostics: failure.diagnostics)
      return CallTool.Result(
        content: [.text(text: JSONOutput.text(["error": error]), annotations: nil, _meta: nil)],
        isError: true)
    }
  }
}
