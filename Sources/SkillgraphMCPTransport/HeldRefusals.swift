package import Foundation
import MCP
import SkillgraphSupport

/// The refusals of a batch's bad members, held until the SDK answers its good ones, so that the
/// batch gets one reply (JSON-RPC 2.0: "an Array containing the corresponding Response
/// objects").
package final class HeldRefusals: Sendable {
  private let held = Locked<[(requests: Set<ID>, refusals: [Data])]>([])

  /// Nothing held.
  package init() {}

  /// Holds `refusals` for the reply to `batch`, the members passed on to the SDK.
  package func hold(_ refusals: [Data], for batch: Data) {
    let requests = Set(JSONRPCProbe.requestIDs(in: batch))
    guard !refusals.isEmpty, !requests.isEmpty else { return }
    held.withLock { $0.append((requests, refusals)) }
  }

  /// `reply`, a message the server writes, with the refusals held for its batch inside it.
  package func merged(into reply: Data) -> Data {
    guard held.withLock({ !$0.isEmpty }), reply.first == UInt8(ascii: "[") else { return reply }
    let answered = Set(JSONRPCProbe.responseIDs(in: reply))
    let refusals: [Data]? = held.withLock { held in
      guard let index = held.firstIndex(where: { !$0.requests.isDisjoint(with: answered) })
      else { return nil }
      return held.remove(at: index).refusals
    }
    guard let refusals else { return reply }
    return EnvelopeCheck.merging(refusals, into: reply)
  }
}
