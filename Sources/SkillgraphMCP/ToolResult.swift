import Foundation
import MCP

/// Turns a command's reply into a tool result: the JSON `data` as `structuredContent` and as
/// text, or an error result (`isError`) carrying the command's error code and message.
enum ToolResult {
  /// The result for `reply`.
  static func make(_ reply: CommandRunner.Reply) -> CallTool.Result {
    switch reply {
    case .data(let data):
      let content: [Tool.Content] = [.text(text: text(data), annotations: nil, _meta: nil)]
      let structured: Value? = data
      return CallTool.Result(
        content: content, structuredContent: structured, isError: nil, _meta: nil)
    case .failure(let code, let message, let diagnostics):
      // NB: no `structuredContent` on an error: it would have to match the output schema.
      let error: Value = [
        "error": ["code": .string(code), "message": .string(message), "diagnostics": diagnostics]
      ]
      return CallTool.Result(
        content: [.text(text: text(error), annotations: nil, _meta: nil)], isError: true)
    }
  }

  /// `value` as compact JSON with sorted keys, the form the command line prints.
  static func text(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
  }
}
