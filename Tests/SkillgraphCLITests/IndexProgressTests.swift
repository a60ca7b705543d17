import Foundation
import Testing

@Suite("progress while the search index is built")
struct IndexProgressTests {
  @Test("a terminal sees the files counted, then the results; the count is cleared")
  func terminalSeesProgress() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let session = try await runInTerminal(
      [
        "query", "--content", shippedContent, "--index", folder + "/index.sqlite",
        "expiration handler",
      ],
      steps: [.expect("indexing files 1/3"), .expect("1. ")])
    #expect(session.failure == nil, "\(session.output)")
    #expect(session.status == 0)
    // NB: the last file done writes no count, only the clearing of the line.
    let last = try #require(session.output.range(of: "indexing files 2/3", options: .backwards))
    #expect(session.output[last.upperBound...].hasPrefix("\r\u{1B}[K"), "\(session.output)")
  }

  @Test("a pipe sees no progress, and a second search builds nothing")
  func pipeSeesNone() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let arguments = [
      "query", "--content", shippedContent, "--index", folder + "/index.sqlite",
      "expiration handler",
    ]
    let first = try await runThroughPipe(arguments, input: "")
    #expect(first.status == 0)
    #expect(!first.errors.contains("indexing"), "\(first.errors)")
    let second = try await runInTerminal(arguments, steps: [.expect("1. ")])
    #expect(second.status == 0)
    #expect(!second.output.contains("indexing"), "\(second.output)")
  }
}
