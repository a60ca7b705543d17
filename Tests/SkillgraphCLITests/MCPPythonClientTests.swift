import Foundation
import Testing

@Suite("skillgraph-mcp with the official Python MCP client")
struct MCPPythonClientTests {
  /// The client script, in `Tests/MCPClient/`.
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("MCPClient/mcp_client_check.py").path

  @Test("the Python mcp library initializes, lists the tools, pings and calls them")
  func pythonClient() async throws {
    let server = try MCPTestClient.executable.path
    let (status, output) = try await runPython([Self.script, server, "--content", shippedContent])
    #expect(status != 2, "the Python package mcp is missing (make test installs it): \(output)")
    #expect(status == 0, "\(output)")
  }
}
