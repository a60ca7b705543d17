package import Foundation
package import MCP

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
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
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

  private struct Body: Encodable {
    var code: Int
    var message: String
  }
}
