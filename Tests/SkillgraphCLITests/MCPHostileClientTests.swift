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
    // NB: nothing is read for 8 s while 120 replies of about 3.8 MB each are asked for: a
    // server that read on held all 456 MB of them (a peak of 880 MB in a debug build); one
    // that stops reading holds the few it is working out.
    let client = try await MCPTestClient.started(["--content", content.path], readerDelay: 8)
    let count = 120
    for id in 1...count { try client.call(id, "read", ["id": "big", "whole": true]) }
    for id in 1...count {
      let reply = try ToolReply(try await client.response(String(id), seconds: 600))
      #expect(!reply.isError, "request \(id)")
    }
    let peak = try #require(Self.peakMemory(of: client.process.processIdentifier))
    #expect(peak < 300 * 1024 * 1024, "the server's memory peaked at \(peak >> 20) MB")
    try client.request(count + 1, "ping")
    _ = try await client.response(count + 1)
    #expect(await client.shutdown().status == 0)
  }

  /// A skill of about 1.9 MB: 400 sections of one long paragraph each.
  static let bigSkill =
    "# Big\n\nA skill about background refresh, at length.\n"
    + (0..<400).map {
      "\n## Section \($0)\n\n"
        + String(
          repeating: "Use BGAppRefreshTask to refresh content in the background. ", count: 80)
        + "\n"
    }.joined()

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
