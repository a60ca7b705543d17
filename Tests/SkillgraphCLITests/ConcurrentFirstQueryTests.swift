import Foundation
import Testing

/// Several `skillgraph query` processes started at once on a new index file given with
/// `--index`: one creates the file while the others open it, and none may mistake the half-
/// written first page for somebody else's file.
@Suite("concurrent first queries on a new --index file")
struct ConcurrentFirstQueryTests {
  @Test("six processes at once, five times over: every one answers")
  func everyProcessAnswers() throws {
    let binary = try #require(skillgraphBinary, "build skillgraph first")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var failures: [String] = []
    for round in 1...5 {
      let index = "\(folder)/index-\(round).sqlite"
      let processes = (1...6).map { _ in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = [
          "query", "task never runs", "--content", shippedContent, "--index", index, "--json",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        return (process, pipe)
      }
      for (process, _) in processes { try process.run() }
      for (process, pipe) in processes {
        let output = String(
          decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus != 0 {
          failures.append("round \(round): \(output.prefix(300))")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }
}
