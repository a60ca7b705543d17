import Foundation
import Testing

/// The inputs JSON-RPC 2.0 and the MCP stdio transport define, each sent as raw bytes to the
/// built `skillgraph-mcp`, with the exact replies they must get.
@Suite("skillgraph-mcp answers raw JSON-RPC lines by the rules of JSON-RPC 2.0")
struct MCPConformanceTests {
  typealias Row = MCPConformanceRow

  static let rows: [Row] = [
    Row("a blank line is ignored", "\n  \t\r\n", []),
    Row(
      #""id": null is an invalid request: MCP's IDs are never null"#,
      Row.ping(id: "null") + "\n", [.error(-32600, .null, mentions: "never null")]),
    Row(
      #""params": null is an invalid request"#,
      #"{"jsonrpc":"2.0","id":24,"method":"ping","params":null}"# + "\n",
      [.error(-32600, .number(24), mentions: "params")]),
    Row(
      "a list request with a cursor the server never issued is invalid params",
      #"{"jsonrpc":"2.0","id":25,"method":"tools/list","params":{"cursor":"nope"}}"# + "\n",
      [.error(-32602, .number(25), mentions: "unknown cursor")]),
    Row(
      "string and integer IDs come back as they were sent",
      Row.ping(id: #""7""#) + "\n" + Row.ping(id: "-12") + "\n" + Row.ping(id: #""""#) + "\n",
      [.result(.string("7")), .result(.number(-12)), .result(.string(""))]),
    Row(
      "invalid JSON is a parse error with id null", #"{"jsonrpc":"2.0","id":1,"method":"# + "\n",
      [.error(-32700, .null)]),
    Row(
      "a message missing jsonrpc is an invalid request", #"{"id":11,"method":"ping"}"# + "\n",
      [.error(-32600, .number(11), mentions: "jsonrpc")]),
    Row(
      #"jsonrpc "1.0" is an invalid request"#, #"{"jsonrpc":"1.0","id":12,"method":"ping"}"# + "\n",
      [.error(-32600, .number(12), mentions: "jsonrpc")]),
    Row(
      "a request without a method is an invalid request", #"{"jsonrpc":"2.0","id":13}"# + "\n",
      [.error(-32600, .number(13), mentions: "method")]),
    Row(
      "a method that is not a string is an invalid request",
      #"{"jsonrpc":"2.0","id":14,"method":5}"# + "\n",
      [.error(-32600, .number(14), mentions: "method")]),
    Row(
      "params that are neither an object nor an array make an invalid request",
      #"{"jsonrpc":"2.0","id":15,"method":"ping","params":"x"}"# + "\n",
      [.error(-32600, .number(15), mentions: "params")]),
    Row(
      "a message that is not an object is an invalid request with id null", "42\n",
      [.error(-32600, .null)]),
    Row(
      "initialize without params is invalid params, in words",
      #"{"jsonrpc":"2.0","id":16,"method":"initialize"}"# + "\n",
      [.error(-32602, .number(16), mentions: "initialize takes params {\"protocolVersion\"")]),
    Row(
      "initialize with a field of the wrong type names the field",
      #"{"jsonrpc":"2.0","id":17,"method":"initialize","params":{"clientInfo":{"name":5}}}"#
        + "\n",
      [.error(-32602, .number(17), mentions: "\"clientInfo.name\" should be a string")]),
    Row("an empty batch is an invalid request", "[]\n", [.error(-32600, .null)]),
    Row(
      "a member given twice makes an invalid request with id null",
      #"{"jsonrpc":"2.0","id":22,"id":23,"method":"ping"}"# + "\n",
      [.error(-32600, .null, mentions: "more than once")]),
    Row(
      "objects and arrays nested deeper than 128 levels are refused under the request's ID",
      #"{"jsonrpc":"2.0","id":21,"method":"ping","params":{"p":"#
        + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "}}\n",
      [.error(-32600, .number(21), mentions: "deeper than 128")]),
    Row(
      "the ID of a message nested too deep is found after the deep part too",
      #"{"jsonrpc":"2.0","method":"ping","params":{"p":"#
        + String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        + #"},"id":"deep"}"# + "\n",
      [.error(-32600, .string("deep"), mentions: "deeper than 128")]),
    Row(
      "the last request is answered when stdin ends without a newline", Row.ping(id: "20"),
      [.result(.number(20))], endsInput: true),
  ]

  /// The IDs JSON-RPC does not allow: each gets -32600 with id null.
  static let badIDs = [
    "1.5", "-0", "1E400", "1e2", "true", "false", #"{"a":1}"#, "[1]", "1.0",
    String(repeating: "9", count: 65),
  ]

  @Test("each row gets exactly its replies, and the server goes on serving", arguments: rows)
  func row(_ row: Row) async throws {
    try await Self.expect(row)
  }

  @Test("an ID that is not a string or an integer gets -32600 with id null", arguments: badIDs)
  func badID(_ id: String) async throws {
    try await Self.expect(
      Row("id \(id)", Row.ping(id: id) + "\n", [.error(-32600, .null, mentions: "ID")]))
  }

  @Test(
    "long lines are read in one pass: up to 4 MiB answered, longer ones refused, then a ping",
    arguments: [1_000_000, 4_194_304, 4_194_305, 8_000_000])
  func longLine(bytes: Int) async throws {
    let reply: Row.Reply =
      bytes <= 4_194_304
      ? .result(.number(30)) : .error(-32600, .null, mentions: "at most 4194304 bytes")
    try await Self.expect(Row("\(bytes) bytes", Row.ping(id: "30", bytes: bytes) + "\n", [reply]))
  }

  @Test("a query of a million characters is refused by the tool, with the limit in words")
  func longQuery() async throws {
    let query = String(repeating: "refresh ", count: 131_072)
    let call: [String: Any] = [
      "jsonrpc": "2.0", "id": 31, "method": "tools/call",
      "params": ["name": "search", "arguments": ["query": query]],
    ]
    let line = try JSONSerialization.data(withJSONObject: call) + Data("\n".utf8)
    try await Self.expect(
      Row("a 1 MB query", line, [.toolError(.number(31), mentions: "1000 characters")]))
  }

  /// Sends `row` to a new server, then a ping (unless the row ends the input), closes stdin and
  /// checks every line the server wrote.
  static func expect(_ row: Row) async throws {
    let content = try ContentFolder([
      "tiny.md":
        "# Tiny\n\nA skill about background refresh.\n\n## Refresh\n\nUse BGAppRefreshTask.\n"
    ])
    defer { content.remove() }
    let client = try MCPTestClient(["--content", content.path])
    client.sendRaw(row.bytes)
    var expected = row.replies
    if row.endsInput {
      client.closeInput()
    } else {
      client.send(Row.ping(id: #""after""#))
      expected.append(.result(.string("after")))
    }
    let lineCount = row.lines + (row.endsInput ? 0 : 1)
    #expect(
      await client.lines(lineCount, seconds: 300).count == lineCount, "\(row): too few replies")
    let (status, lines) = await client.shutdown()
    #expect(status == 0)
    #expect(lines.count == lineCount, "\(row): \(lines.map { $0.prefix(300) })")
    var replies: [[String: Any]] = []
    for line in lines {
      let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
      if let batch = value as? [[String: Any]] {
        replies += batch
      } else {
        replies.append(try #require(value as? [String: Any], "\(row): not a message: \(line)"))
      }
    }
    for reply in expected {
      let index = replies.firstIndex { matches($0, reply) }
      #expect(index != nil, "\(row): no reply \(reply) in \(lines.map { $0.prefix(300) })")
      if let index { replies.remove(at: index) }
    }
    #expect(replies.isEmpty, "\(row): replies not expected: \(replies)")
  }

  /// Whether `object`, a reply line's message, is `reply`.
  static func matches(_ object: [String: Any], _ reply: Row.Reply) -> Bool {
    guard object["jsonrpc"] as? String == "2.0", object.keys.contains("id"),
      Row.ReplyID(object["id"]) == reply.id
    else { return false }
    let error = object["error"] as? [String: Any]
    let result = object["result"] as? [String: Any]
    guard (error == nil) != (result == nil), error?["code"] as? Int == reply.code else {
      return false
    }
    if reply.toolError, result?["isError"] as? Bool != true { return false }
    guard let mentions = reply.mentions else { return true }
    let message =
      error?["message"] as? String
      ?? ((result?["content"] as? [[String: Any]])?.first?["text"]
        as? String) ?? ""
    return message.contains(mentions)
  }
}
