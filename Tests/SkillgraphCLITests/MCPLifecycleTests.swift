import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("skillgraph-mcp's life: bad input, stdin closing, descriptors", .serialized)
struct MCPLifecycleTests {
  @Test("malformed input gets a JSON-RPC error, and the server goes on serving")
  func malformedInput() async throws {
    let client = try await MCPTestClient.started(MCPServerTests.shipped)
    defer { client.stop() }
    client.send("this is not JSON {")
    try client.request(2, "no/such/method")
    try client.call(3, "read", [:])
    try client.call(4, "no-such-tool", [:])
    try client.call(5, "read", ["id": 42])
    try client.call(6, "read", ["id": "background-processing", "colour": "blue"])
    try client.request(7, "tools/call", ["arguments": [:] as [String: Any]])
    try client.call(8, "read", ["id": "background-processing#core-principles"])
    let expected = [2: -32601, 4: -32602]
    for (id, code) in expected {
      let error = try #require(try await client.response(id)["error"] as? [String: Any], "\(id)")
      #expect(error["code"] as? Int == code, "request \(id): \(error)")
    }
    // Arguments that break a tool's input schema are the tool's errors, which the model reads.
    let schemaBreaks = [
      3: "missing required argument 'id'", 5: "argument 'id' must be",
      6: "unknown argument 'colour'",
    ]
    for (id, words) in schemaBreaks {
      let reply = try ToolReply(try await client.response(id))
      #expect(reply.isError, "request \(id)")
      #expect(reply.text.contains(words), "request \(id): \(reply.text)")
    }
    let malformed = try #require(try await client.response(7)["error"] as? [String: Any])
    #expect(malformed["code"] as? Int == -32602, "\(malformed)")
    let good = try ToolReply(try await client.response(8))
    #expect(
      !good.isError && good.structured?["id"] as? String == "background-processing#core-principles")
    let parseErrors = client.received.values.filter {
      ($0["error"] as? [String: Any])?["code"] as? Int == -32700
    }
    #expect(parseErrors.count == 1)
  }

  /// `count` requests of seven kinds (by ID modulo 7), sent at once without waiting: each tool,
  /// a tool error, and `tools/list`.
  static func burst(_ client: MCPTestClient, count: Int) throws {
    for id in 1...count {
      switch id % 7 {
      case 0: try client.call(id, "read", ["id": "background-processing#core-principles"])
      case 1: try client.call(id, "decide", ["facts": ["ios": "17"]])
      case 2: try client.call(id, "render", ["template": "silent-push"])
      case 3:
        try client.call(id, "read", ["id": "background-processing", "sections": ["Red Flags"]])
      case 4: try client.request(id, "tools/list")
      case 5: try client.call(id, "search", ["query": "task never runs", "limit": 2])
      default: try client.call(id, "read", ["id": "nope"])
      }
    }
  }

  /// A result's structured content without `index`, else the result.
  static func stable(_ result: Any?) -> Any? {
    guard var structured = (result as? [String: Any])?["structuredContent"] as? [String: Any]
    else { return result }
    structured["index"] = nil
    return structured
  }

  @Test("every request in flight when stdin closes is answered before the server exits")
  func drainsOnClose() async throws {
    // NB: four servers at once, two of them read slowly (the suite runs its tests one after
    // another): each server in a debug build spends about a second of CPU on its requests.
    try await withThrowingTaskGroup(of: Void.self) { group in
      for run in 1...4 {
        group.addTask { try await Self.drain(run: run) }
      }
      try await group.waitForAll()
    }
  }

  /// One server sent two requests of each kind, its stdin closed at once; every answer must
  /// come out whole.
  static func drain(run: Int) async throws {
    // NB: every other run reads slowly, so that the answers (about 150 kB) fill the pipe and the
    // server has to wait to write: messages must still come out whole.
    let client = try MCPTestClient(
      MCPServerTests.shipped, readerDelay: run.isMultiple(of: 2) ? 0.5 : 0)
    try client.request(
      0, "initialize",
      [
        "protocolVersion": "2025-06-18", "capabilities": [:] as [String: Any],
        "clientInfo": ["name": "skillgraph-tests", "version": "1"],
      ])
    try client.send(["jsonrpc": "2.0", "method": "notifications/initialized"])
    let count = 14
    try burst(client, count: count)
    let (status, lines) = await client.shutdown()
    #expect(status == 0, "run \(run)")
    let received = client.received
    let broken = lines.filter { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) == nil }
    #expect(broken.isEmpty, "run \(run): \(broken.count) lines are not whole JSON")
    let missing = (0...count).filter { received[String($0)] == nil }
    #expect(missing.isEmpty, "run \(run): no response to \(missing) of \(lines.count) lines")
    // Answers to the same request, computed at the same time, are the same (but for what a
    // search says it re-indexed).
    for kind in 0..<7 {
      let answers = (1...count).filter { $0 % 7 == kind }.map {
        stable(received[String($0)]?["result"])
      }
      #expect(
        answers.allSatisfy { $0 != nil && sameJSON($0, answers.first ?? nil) },
        "run \(run), kind \(kind)")
    }
  }

  @Test(
    "the server writes only JSON-RPC on stdout and leaves the descriptors' flags as it found them")
  func descriptorsRestored() async throws {
    let client = try MCPTestClient(MCPServerTests.shipped)
    let before = (fcntl(client.serverInput, F_GETFL), fcntl(client.serverOutput, F_GETFL))
    #expect(before.0 & O_NONBLOCK == 0 && before.1 & O_NONBLOCK == 0)
    try client.request(
      0, "initialize",
      [
        "protocolVersion": "2025-06-18", "capabilities": [:] as [String: Any],
        "clientInfo": ["name": "skillgraph-tests", "version": "1"],
      ])
    _ = try await client.response(0)
    // While serving, they are as they were: the server reads and writes them blocking.
    #expect(fcntl(client.serverInput, F_GETFL) == before.0)
    #expect(fcntl(client.serverOutput, F_GETFL) == before.1)
    try client.call(1, "read", ["id": "background-processing#core-principles"])
    _ = try await client.response(1)
    let status = await client.finish()
    #expect(status == 0)
    #expect(fcntl(client.serverInput, F_GETFL) == before.0)
    #expect(fcntl(client.serverOutput, F_GETFL) == before.1)
    for line in await client.allLines() {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["jsonrpc"] as? String == "2.0", "not JSON-RPC on stdout: \(line.prefix(200))")
    }
  }

  // NB: run many times: a dispatch signal source lost about one SIGTERM in twenty (the main
  // thread took the signal), and the server served on.
  @Test(
    "a server stopped with SIGTERM exits and puts the descriptors' flags back",
    arguments: 1...20)
  func flagsRestoredOnTerminate(iteration: Int) async throws {
    let client = try await MCPTestClient.started(MCPServerTests.shipped)
    let before = fcntl(client.serverOutput, F_GETFL) & ~O_NONBLOCK
    kill(client.process.processIdentifier, SIGTERM)
    #expect(
      await client.waitForExit(seconds: 10), "iteration \(iteration): SIGTERM did not stop it")
    #expect(client.process.terminationStatus == 128 + SIGTERM)
    #expect(fcntl(client.serverInput, F_GETFL) & O_NONBLOCK == 0)
    #expect(fcntl(client.serverOutput, F_GETFL) == before)
    await client.shutdown()
  }

  @Test("descriptors handed over non-blocking are served, and left non-blocking")
  func nonBlockingDescriptors() async throws {
    let client = try MCPTestClient(MCPServerTests.shipped, readerDelay: 0.5, nonBlocking: true)
    let before = (fcntl(client.serverInput, F_GETFL), fcntl(client.serverOutput, F_GETFL))
    #expect(before.0 & O_NONBLOCK != 0 && before.1 & O_NONBLOCK != 0)
    try Self.burst(client, count: 14)
    for id in 1...14 { _ = try await client.response(id) }
    #expect(await client.finish() == 0)
    #expect(fcntl(client.serverInput, F_GETFL) == before.0)
    #expect(fcntl(client.serverOutput, F_GETFL) == before.1)
  }

  @Test("--help and --version answer without serving")
  func helpAndVersion() async throws {
    for (flag, text) in [
      ("--help", "USAGE: skillgraph-mcp"),
      ("--help", "catalog, audit."),
      ("--version", "0.1.0"),
    ] {
      let (status, output) = try await runProgram(try MCPTestClient.executable, [flag])
      #expect(status == 0 && output.contains(text), "\(flag): \(output)")
    }
  }

  @Test("the tools' output schemas in Schemas/ are up to date with the commands' schemas")
  func schemasUpToDate() async throws {
    let (status, output) = try await runPython([
      JSONSchemas.folder.appendingPathComponent("mcp_schemas.py").path, "--check",
    ])
    #expect(status == 0, "\(output)")
  }
}
