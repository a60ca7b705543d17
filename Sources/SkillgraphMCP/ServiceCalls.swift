import Foundation
import MCP
import Skillgraph

/// Runs service calls off the server's message loop and turns their answers into MCP values.
///
/// Calls block (parsing, file reads), so they run on GCD's threads, not on the cooperative pool
/// that carries the server's message loop; several requests are answered at once.
struct ServiceCalls: Sendable {
  /// What a call answered: its JSON as text and as a value, or why it failed.
  enum Reply: Sendable {
    /// The answer, as the command line's `--json` gives it in `data`.
    case data(text: String, value: Value)
    /// The failure.
    case failure(SkillgraphError)
  }

  private static let queue = DispatchQueue(
    label: "skillgraph-mcp.calls", qos: .userInitiated, attributes: .concurrent)

  /// Runs `body` and encodes its answer.
  func run<Answer: Encodable & SendableMetatype>(
    _ body: @escaping @Sendable () throws(SkillgraphError) -> Answer
  ) async -> Reply {
    await withCheckedContinuation { continuation in
      Self.queue.async {
        do throws(SkillgraphError) {
          continuation.resume(returning: Self.reply(try body()))
        } catch {
          continuation.resume(returning: .failure(error))
        }
      }
    }
  }

  /// Runs `body` and returns its answer as it is.
  func value<Answer: Sendable>(
    _ body: @escaping @Sendable () throws(SkillgraphError) -> Answer
  ) async throws(SkillgraphError) -> Answer {
    let result: Result<Answer, SkillgraphError> = await withCheckedContinuation { continuation in
      Self.queue.async {
        do throws(SkillgraphError) {
          continuation.resume(returning: .success(try body()))
        } catch {
          continuation.resume(returning: .failure(error))
        }
      }
    }
    return try result.get()
  }

  private static func reply(_ answer: some Encodable) -> Reply {
    let text = JSONOutput.text(answer)
    do {
      return .data(text: text, value: try JSONDecoder().decode(Value.self, from: Data(text.utf8)))
    } catch {
      preconditionFailure("an answer's JSON did not read back: \(error)")
    }
  }
}
