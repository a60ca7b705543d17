import Foundation
import Testing

/// JSON-RPC batches: refused where the negotiated protocol version dropped them, bounded where
/// it allows them.
@Suite("skillgraph-mcp refuses batches, or bounds them where the protocol version allows them")
struct MCPBatchTests {
  typealias Row = MCPConformanceRow

  static let rows: [Row] = [
    Row(
      "a batch is one error with id null when 2025-11-25 is negotiated",
      Row.initialize("2025-11-25") + Row.pings(3),
      [
        .result(.number(0)),
        .error(-32600, .null, mentions: "batches are not supported in MCP 2025-11-25"),
      ]),
    Row(
      "a batch is one error with id null when 2025-06-18 is negotiated",
      Row.initialize("2025-06-18") + Row.pings(2),
      [
        .result(.number(0)),
        .error(-32600, .null, mentions: "batches are not supported in MCP 2025-06-18"),
      ]),
    Row(
      "a version the server does not know negotiates 2025-11-25, which has no batches",
      Row.initialize("2099-01-01") + Row.pings(2),
      [
        .result(.number(0)),
        .error(-32600, .null, mentions: "batches are not supported in MCP 2025-11-25"),
      ]),
    Row(
      "a batch before initialize is one error with id null",
      Row.pings(2), [.error(-32600, .null, mentions: "before initialize")]),
    Row(
      "in 2025-03-26 a batch's good members and its bad ones are answered in one array",
      Row.initialize("2025-03-26") + "[" + Row.ping(id: "18") + "," + Row.ping(id: "1.5") + ","
        + Row.ping(id: "19") + "]\n",
      [.result(.number(0)), .result(.number(18)), .result(.number(19)), .error(-32600, .null)],
      lines: 2),
    Row(
      "in 2025-03-26 a ping and a member without a method get one array",
      Row.initialize("2025-03-26") + #"[{"jsonrpc":"2.0","id":7,"method":"ping"},{"id":9}]"#
        + "\n",
      [.result(.number(0)), .result(.number(7)), .error(-32600, .number(9), mentions: "jsonrpc")],
      lines: 2),
    Row(
      "in 2024-11-05 a batch of 64 is answered in one line",
      Row.initialize("2024-11-05") + Row.pings(64),
      [.result(.number(0))] + (100..<164).map { .result(.number($0)) }, lines: 2),
    Row(
      "in 2025-03-26 a batch of 65 is one error with id null",
      Row.initialize("2025-03-26") + Row.pings(65),
      [.result(.number(0)), .error(-32600, .null, mentions: "at most 64 messages")]),
  ]

  @Test("each row gets exactly its replies, and the server goes on serving", arguments: rows)
  func row(_ row: Row) async throws {
    try await MCPConformanceTests.expect(row)
  }

  @Test("a batch of 9,320 requests (465 KB) gets one short error, then a ping is answered")
  func hugeBatch() async throws {
    let client = try await MCPTestClient.started(MCPServerTests.shipped, version: "2025-11-25")
    let members = (1...9_320).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"tools/list"}"# }
    client.send("[" + members.joined(separator: ",") + "]")
    try client.request(2, "ping")
    _ = try await client.response(2)
    let (status, lines) = await client.shutdown()
    #expect(status == 0)
    // The initialize result, the refusal and the ping's result.
    #expect(lines.count == 3, "\(lines.map { $0.prefix(200) })")
    let refusal = try #require(lines.first { $0.contains("-32600") })
    #expect(refusal.utf8.count < 400, "\(refusal.prefix(400))")
    #expect(refusal.contains(#""id":null"#))
  }

  @Test("in 2025-03-26 a batch whose replies pass 8 MiB gets an error for each request")
  func batchReplyOverTheLimit() async throws {
    let client = try await MCPTestClient.started(MCPServerTests.shipped, version: "2025-03-26")
    // NB: each reply is about 180 KB (the text alone: this revision has no structured
    // output): 64 of them come to about 11 MB.
    let read = #"{"name":"read","arguments":{"id":"background-processing","whole":true}}"#
    let members = (1...64).map {
      #"{"jsonrpc":"2.0","id":\#($0),"method":"tools/call","params":\#(read)}"#
    }
    client.send("[" + members.joined(separator: ",") + "]")
    try client.request(80, "ping")
    _ = try await client.response(80)
    let replies = await client.lines(3).dropFirst()
    let batch = try #require(
      replies.first { $0.hasPrefix("[") }, "\(replies.map { $0.prefix(200) })")
    let errors = try #require(try JSONSerialization.jsonObject(with: Data(batch.utf8)) as? [Any])
    #expect(errors.count == 64)
    #expect(batch.utf8.count < 64 * 400)
    for case let reply as [String: Any] in errors {
      let error = reply["error"] as? [String: Any] ?? [:]
      let message = error["message"] as? String ?? ""
      #expect(error["code"] as? Int == -32600)
      #expect(message.contains("8388608 bytes"), "\(reply)")
    }
    let ids = Set(errors.compactMap { ($0 as? [String: Any])?["id"] as? Int })
    #expect(ids == Set(1...64))
    #expect(await client.shutdown().status == 0)
  }
}
