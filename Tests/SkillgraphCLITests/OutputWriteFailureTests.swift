import Foundation
import SkillgraphTestSupport
import Testing

/// Results that cannot be written (a full disk) end the command with the I/O exit status and a
/// message, not with success.
@Suite("output that cannot be written")
struct OutputWriteFailureTests {
  @Test(
    "a command whose output goes to a full device exits 74 and says so",
    .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full")),
    arguments: [["list"], ["stats"], ["query", "--json", "task never runs"]])
  func fullDevice(arguments: [String]) async throws {
    let binary = try #require(skillgraphBinary, "build the skillgraph binary first: swift build")
    let run = try await ChildProgram(
      URL(fileURLWithPath: binary), arguments + ["--content", shippedContent],
      output: FileHandle(forWritingAtPath: "/dev/full")
    ).run()
    #expect(run.status == 74, "\(run.errors)")
    #expect(
      run.errors.contains("cannot write the results to standard output: No space left on device"))
  }
}
