import Foundation
import MCP
import Skillgraph

/// Runs service calls off the server's message loop (`SkillgraphService.answer(_:)`) and
/// turns their answers into MCP values; several requests are answered at once.
struct ServiceCalls: Sendable {
  /// What a call answered: its JSON as text and as a value, or why it failed.
  enum Reply: Sendable {
    /// The answer, as the command line's `--json` gives it in `data`.
    case data(text: String, value: Value)
    /// The failure.
    case failure(SkillgraphError)
  }

  /// Runs `body` and encodes its answer.
  func run<Answer: Encodable & Sendable>(
    _ body: @escaping @Sendable () throws(SkillgraphError) -> Answer
  ) async -> Reply {
    do throws(SkillgraphError) {
      return Self.reply(try await SkillgraphService.answer(body))
    } catch {
      return .failure(error)
    }
  }

  /// Runs `body` and returns its answer as it is.
  func value<Answer: Sendable>(
    _ body: @escaping @Sendable () throws(SkillgraphError) -> Answer
  ) async throws(SkillgraphError) -> Answer {
    try await SkillgraphService.answer(body)
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
