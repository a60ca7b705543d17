package import Foundation
package import MCP
import SkillgraphSupport

/// A JSON-RPC error response written by the transport itself, for a message it does not pass on.
package struct ErrorReply {
  /// The request's ID as it was written (a string or an integer), or nil for `null`.
  package var id: [UInt8]?
  /// The error: its code and message are those of `MCPError`, as the SDK writes them.
  package var error: MCPError

  /// The reply to the request with the ID `id` (nil: `null`) that fails with `error`.
  package init(id: [UInt8]? = nil, error: MCPError) {
    (self.id, self.error) = (id, error)
  }

  /// The response as one line of compact JSON with sorted keys, as the SDK writes its own.
  package var json: Data {
    let encoder = JSONFormat.encoder()
    // NB: the ID is copied byte for byte (it was checked to be a string or an integer), so that
    // the reply carries exactly the ID the client sent.
    let body =
      (try? encoder.encode(Body(code: error.code, message: error.errorDescription ?? "\(error)")))
    var json = Data(#"{"error":"#.utf8)
    json.append(body ?? Data(#"{"code":-32603,"message":"Internal error"}"#.utf8))
    json.append(contentsOf: #","id":"#.utf8)
    json.append(contentsOf: id ?? Array("null".utf8))
    json.append(contentsOf: #","jsonrpc":"2.0"}"#.utf8)
    return json
  }

  /// The result of a `tools/call` with the ID `id` (nil: `null`) refused for its arguments: a
  /// tool error (`isError`) whose text is the JSON the server's other tool errors carry, so that
  /// the model reads why and can call again.
  package static func toolError(id: [UInt8]?, message: String) -> Data {
    let encoder = JSONFormat.encoder()
    let text =
      (try? encoder.encode(["error": ["code": "usage", "message": message]]))
      .map { String(decoding: $0, as: UTF8.self) } ?? #"{"error":{"code":"usage"}}"#
    let result = ToolError(content: [.init(text: text)])
    var json = Data(#"{"id":"#.utf8)
    json.append(contentsOf: id ?? Array("null".utf8))
    json.append(contentsOf: #","jsonrpc":"2.0","result":"#.utf8)
    json.append((try? encoder.encode(result)) ?? Data(#"{"isError":true}"#.utf8))
    json.append(contentsOf: "}".utf8)
    return json
  }

  private struct ToolError: Encodable {
    struct Text: Encodable {
      var type = "text"
      var text: String
    }
    var content: [Text]
    var isError = true
  }

  private struct Body: Encodable {
    var code: Int
    var message: String
  }
}
