import Foundation
import MCP

/// `tools/call` with its parameters taken as any JSON, so that the server checks them itself.
///
/// With the SDK's `CallTool`, parameters that do not decode (no `name`, `arguments` not an
/// object) fail before the handler and come back as an internal error (−32603); decoded here,
/// they are invalid parameters (−32602), as JSON-RPC says.
enum UncheckedCallTool: MCP.Method {
  static let name = CallTool.name
  typealias Parameters = Value
  typealias Result = CallTool.Result

  /// The typed parameters of `value`; throws `MCPError.invalidParams` when they do not decode.
  static func parameters(_ value: Value) throws -> CallTool.Parameters {
    do {
      return try JSONDecoder().decode(CallTool.Parameters.self, from: JSONEncoder().encode(value))
    } catch {
      throw MCPError.invalidParams(
        "tools/call takes {\"name\": TOOL, \"arguments\": {...}}; these parameters do not fit")
    }
  }
}
