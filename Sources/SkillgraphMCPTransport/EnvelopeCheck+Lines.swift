import Foundation
import MCP

extension EnvelopeCheck {
  /// The verdict on what a ``LineScanner`` found: a line is checked as a message; a line over
  /// `limit` bytes, already dropped, is refused under the ID `null`.
  package func check(_ event: LineScanner.Event, limit: Int) -> Verdict {
    switch event {
    case .oversized:
      let detail = "a message is one line of at most \(limit) bytes; this one is longer"
      return Verdict(reply: ErrorReply(error: .invalidRequest(detail)).json)
    case .line(let line):
      return check(line)
    }
  }
}
