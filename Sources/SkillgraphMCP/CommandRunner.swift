import Dispatch
import Foundation
import MCP
import SkillgraphCLI

/// Runs `skillgraph` commands in-process with `--json`, as the command line would, and returns
/// the envelope's `data` or `error`.
///
/// Each run gets its own capturing ``Console`` bound as a task local on its own thread, so runs
/// may overlap: several requests are answered at once, and none writes to the server's stdout.
struct CommandRunner: Sendable {
  /// What a command answered.
  enum Reply: Sendable {
    /// The envelope's `data`.
    case data(Value)
    /// The envelope's `error`: a code, a message and the diagnostics.
    case failure(code: String, message: String, diagnostics: Value)
  }

  // NB: commands block (parsing, file reads); they run on GCD's threads, not on the
  // cooperative pool that carries the server's message loop.
  private static let queue = DispatchQueue(
    label: "skillgraph-mcp.commands", qos: .userInitiated, attributes: .concurrent)

  /// Runs `arguments` (a command line without the program name, `--json` included).
  func run(_ arguments: [String]) async -> Reply {
    let (status, output) = await withCheckedContinuation { continuation in
      Self.queue.async {
        let console = Console.capture()
        let status = Console.$current.withValue(console) {
          SkillgraphCLI.run(arguments: arguments)
        }
        continuation.resume(returning: (status, console.output))
      }
    }
    return Self.reply(status: status, output: output)
  }

  private static func reply(status: Int32, output: String) -> Reply {
    guard let envelope = try? JSONDecoder().decode([String: Value].self, from: Data(output.utf8))
    else {
      return .failure(
        code: "internal",
        message: "the command exited with status \(status) without a JSON answer",
        diagnostics: [])
    }
    if let data = envelope["data"] { return .data(data) }
    let error = envelope["error"]?.objectValue ?? [:]
    return .failure(
      code: error["code"]?.stringValue ?? "internal",
      message: error["message"]?.stringValue ?? "the command failed with status \(status)",
      diagnostics: error["diagnostics"] ?? [])
  }
}
