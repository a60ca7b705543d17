import Foundation
import Testing

/// Helpers for talking MCP to the server in tests.
extension MCPTestClient {
  /// Starts a server on `arguments` and completes the handshake, asking for protocol `version`;
  /// with `readerDelay`, its replies are read only after that many seconds, and with
  /// `holdingReplies` only once ``readReplies()`` is called.
  static func started(
    _ arguments: [String], version: String = "2025-06-18", readerDelay: Double = 0,
    holdingReplies: Bool = false
  ) async throws -> MCPTestClient {
    let client = try MCPTestClient(
      arguments, readerDelay: readerDelay, holdingReplies: holdingReplies)
    try client.request(
      0, "initialize",
      [
        "protocolVersion": version, "capabilities": [:] as [String: Any],
        "clientInfo": ["name": "skillgraph-tests", "version": "1"],
      ])
    if readerDelay == 0, !holdingReplies { _ = try await client.response(0) }
    try client.send(["jsonrpc": "2.0", "method": "notifications/initialized"])
    return client
  }

  /// Sends `tools/call` for `tool` with `arguments`.
  func call(_ id: Int, _ tool: String, _ arguments: [String: Any]) throws {
    try request(id, "tools/call", ["name": tool, "arguments": arguments])
  }

  /// Calls `tool` and waits for its result.
  func result(_ id: Int, _ tool: String, _ arguments: [String: Any]) async throws -> ToolReply {
    try call(id, tool, arguments)
    return try ToolReply(await response(id))
  }

  /// Closes stdin, waits for the exit, and reads what is left.
  @discardableResult
  func shutdown() async -> (status: Int32, lines: [String]) {
    let status = await finish()
    return (status, await allLines())
  }
}

/// The `result` of a `tools/call` response.
struct ToolReply {
  var structured: [String: Any]?
  var text: String
  var isError: Bool

  init(_ response: [String: Any]) throws {
    let result = try #require(response["result"] as? [String: Any], "not a result: \(response)")
    let content = try #require(result["content"] as? [[String: Any]])
    text = try #require(content.first?["text"] as? String)
    structured = result["structuredContent"] as? [String: Any]
    isError = result["isError"] as? Bool ?? false
  }

  /// The text content parsed as JSON.
  func textJSON() throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The error code and message of an error result.
  func error() throws -> (code: String, message: String) {
    let error = try #require(try textJSON()["error"] as? [String: Any])
    return (error["code"] as? String ?? "", error["message"] as? String ?? "")
  }
}

/// Whether two JSON values are equal.
func sameJSON(_ left: Any?, _ right: Any?) -> Bool {
  guard let left, let right else { return left == nil && right == nil }
  return NSDictionary(dictionary: ["v": left]).isEqual(to: ["v": right])
}

/// `object` as JSON text, for the schema validator.
func jsonText(_ object: Any) throws -> String {
  String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
}
