import Foundation
import Testing

/// Results that cannot be written (a full disk) end the command with the I/O exit status and a
/// message, not with success.
@Suite("output that cannot be written")
struct OutputWriteFailureTests {
  @Test(
    "a command whose output goes to a full device exits 74 and says so",
    .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full")),
    arguments: [["list"], ["stats"], ["query", "--json", "task never runs"]])
  func fullDevice(arguments: [String]) throws {
    let binary = try #require(skillgraphBinary, "build the skillgraph binary first: swift build")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments + ["--content", shippedContent]
    process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 74, "\(said)")
    #expect(said.contains("cannot write the results to standard output: No space left on device"))
  }
}
