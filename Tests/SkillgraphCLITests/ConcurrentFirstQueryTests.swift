import Foundation
import SkillgraphTestSupport
import Testing

/// Several `skillgraph query` processes started at once on a new index file given with
/// `--index`: one creates the file while the others open it, and none may mistake the half-
/// written first page for somebody else's file.
@Suite("concurrent first queries on a new --index file")
struct ConcurrentFirstQueryTests {
  // NB: three rounds: a round costs a debug build about 1.2 s (one process indexes Content/,
  // five wait for it).
  @Test("six processes at once, three times over: every one answers")
  func everyProcessAnswers() async throws {
    let binary = try #require(skillgraphBinary, "build skillgraph first")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var failures: [String] = []
    for round in 1...3 {
      let index = "\(folder)/index-\(round).sqlite"
      let query = ChildProgram(
        URL(fileURLWithPath: binary),
        ["query", "task never runs", "--content", shippedContent, "--index", index, "--json"],
        errors: .discarded)
      let runs = try (1...6).map { _ in try query.start() }
      for run in runs {
        let result = await run.finished()
        if result.status != 0 {
          failures.append("round \(round): \(result.output.prefix(300))")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }
}
