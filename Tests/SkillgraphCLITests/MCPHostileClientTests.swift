import Foundation
import Testing

/// A client that sends what no tool takes, or asks for more than it reads: the server refuses
/// or slows down, and stays small and responsive.
@Suite("skillgraph-mcp under a hostile client", .serialized)
struct MCPHostileClientTests {
  @Test("a tools/call whose arguments hold 50,000 names is refused with a tool error")
  func manyArgumentNames() async throws {
    var arguments = ["query": "task never runs"]
    for index in 0..<50_000 { arguments["argument-\(index)"] = String(repeating: "x", count: 41) }
    let call: [String: Any] = [
      "jsonrpc": "2.0", "id": 41, "method": "tools/call",
      "params": ["name": "search", "arguments": arguments],
    ]
    let line = try JSONSerialization.data(withJSONObject: call) + Data("\n".utf8)
    #expect(line.count > 3_000_000)
    try await MCPConformanceTests.expect(
      MCPConformanceRow(
        "50,000 argument names", line,
        [.toolError(.number(41), mentions: "50001 arguments; no tool takes more than ")]))
  }

  @Test("answers the client does not read hold the reading back: the server stays small")
  func unreadReplies() async throws {
    let content = try ContentFolder(["big.md": Self.bigSkill])
    defer { content.remove() }
    let client = try await MCPTestClient.started(
      ["--content", content.path], holdingReplies: true)
    // NB: one reply of about 9.5 MB, more than the 8 MiB the server lets wait to be written; it
    // has begun to be written once the client's unread stdout holds more than the small replies
    // before it could.
    try client.call(1, "read", ["id": "big", "whole": true])
    let replyBegun = await Self.becomes(seconds: 120) {
      MCPTestClient.unreadBytes(in: client.serverOutput) > 32 * 1024
    }
    try #require(replyBegun, "the big reply was never written; stderr: \(client.errors)")
    // NB: two requests, each larger than the pipe and than what the server reads at once: the
    // first is read whole while the big reply waits (the server was already reading); after it
    // a server that holds back its reading leaves the second in the pipe, one that reads on
    // takes it too.
    client.sendRaw(Self.padded(id: 2))
    await client.written()
    let firstTaken = await Self.becomes(seconds: 120) {
      MCPTestClient.unreadBytes(in: client.serverInput) == 0
    }
    try #require(firstTaken, "the server did not read the request sent after the big one")
    // NB: the second cannot be written whole unless the server reads most of it; a server that
    // reads on does so at once, one that holds back never while the replies wait.
    client.sendRaw(Self.padded(id: 3))
    let secondTaken = Flag()
    let writingSecond = Task {
      await client.written()
      secondTaken.set()
    }
    _ = await Self.becomes(seconds: 1) { secondTaken.isSet }
    #expect(!secondTaken.isSet, "the server read on while a reply of megabytes waited")
    #expect(MCPTestClient.unreadBytes(in: client.serverInput) > 0)
    client.readReplies()
    await writingSecond.value
    let reply = try ToolReply(try await client.response("1", seconds: 600))
    #expect(!reply.isError)
    for id in 2...3 { _ = try await client.response(String(id), seconds: 600) }
    let peak = try #require(Self.peakMemory(of: client.process.processIdentifier))
    #expect(peak < 300 * 1024 * 1024, "the server's memory peaked at \(peak >> 20) MB")
    try client.request(4, "ping")
    _ = try await client.response(4)
    #expect(await client.shutdown().status == 0)
  }

  /// A skill of about 4.7 MB: 1,000 sections of one long paragraph each.
  static let bigSkill =
    "# Big\n\nA skill about background refresh, at length.\n"
    + (0..<1_000).map {
      "\n## Section \($0)\n\n"
        + String(
          repeating: "Use BGAppRefreshTask to refresh content in the background. ", count: 80)
        + "\n"
    }.joined()

  /// A `ping` request with `id`, as one line of 256 KiB (JSON whitespace pads it).
  static func padded(id: Int) -> Data {
    let request = #"{"jsonrpc":"2.0","id":\#(id),"method":"ping""#
    let padding = String(repeating: " ", count: 256 * 1024 - request.utf8.count - 2)
    return Data((request + padding + "}\n").utf8)
  }

  /// Whether `condition` holds, checked every 10 ms for at most `seconds`.
  static func becomes(seconds: Double, _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !condition() {
      if ContinuousClock.now >= deadline { return false }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return true
  }

  /// The peak resident memory of the process `pid`, in bytes (`VmHWM` in `/proc/PID/status`).
  static func peakMemory(of pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    else { return nil }
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    let kilobytes = line?.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first
      .flatMap { Int($0) }
    return kilobytes.map { $0 * 1024 }
  }
}
