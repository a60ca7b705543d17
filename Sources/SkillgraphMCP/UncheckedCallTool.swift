import Foundation
import MCP

/// `tools/call` with its parameters taken as any JSON, so that the server checks them itself.
///
/// With the SDK's `CallTool`, parameters that do not decode (no `name`, `arguments` not an
/// object) fail before the handler and come back as an internal error (−32603); read here,
/// they are invalid parameters (−32602), as JSON-RPC says.
enum UncheckedCallTool: MCP.Method {
  static let name = CallTool.name
  typealias Parameters = Value
  typealias Result = CallTool.Result

  /// The typed parameters of `value`; throws `MCPError.invalidParams` when they do not fit.
  ///
  /// NB: taken apart as values, not encoded and decoded again: decoding a `Value` costs the SDK
  /// a regular expression for each string in it, so a round trip would pay that once more for
  /// every argument.
  static func parameters(_ value: Value) throws -> CallTool.Parameters {
    let problem = MCPError.invalidParams(
      "tools/call takes {\"name\": TOOL, \"arguments\": {...}}; these parameters do not fit")
    guard case .object(let members) = value, case .string(let name)? = members["name"] else {
      throw problem
    }
    let arguments: [String: Value]?
    switch members["arguments"] {
    case nil, .null?: arguments = nil
    case .object(let object)?: arguments = object
    default: throw problem
    }
    var meta: Metadata?
    if let given = members["_meta"], !given.isNull {
      do {
        meta = try JSONDecoder().decode(Metadata.self, from: JSONEncoder().encode(given))
      } catch {
        throw problem
      }
    }
    return CallTool.Parameters(name: name, arguments: arguments, meta: meta)
  }
}
