package import Foundation
import MCP

extension EnvelopeCheck {
  /// The most messages a batch holds, where the negotiated version has batches.
  package static let maximumBatchMembers = 64

  /// The largest reply to a batch, in bytes: 8 MiB.
  package static let maximumBatchReplyBytes = 8 * 1024 * 1024

  /// The verdict on a batch: refused whole (one error, ID `null`) before a version with
  /// batches is negotiated, when it is empty or when it holds more than
  /// ``maximumBatchMembers`` messages; else each member checked as a message.
  func checkBatch(_ syntax: JSONSyntax) -> Verdict {
    func refuse(_ detail: String) -> Verdict {
      Verdict(reply: ErrorReply(error: .invalidRequest(detail)).json)
    }
    let oneALine = "send each message on a line of its own"
    guard let version = negotiated.current else {
      return refuse(
        "JSON-RPC batches are not supported before initialize has negotiated a protocol version "
          + "that has them (2025-03-26 or 2024-11-05); \(oneALine)")
    }
    guard NegotiatedVersion.allowsBatches(version) else {
      return refuse(
        "JSON-RPC batches are not supported in MCP \(version) (removed in "
          + "\(NegotiatedVersion.firstWithoutBatches)); \(oneALine)")
    }
    guard !syntax.parts.isEmpty else { return refuse("an empty batch") }
    guard syntax.parts.count <= Self.maximumBatchMembers else {
      return refuse(
        "a batch holds at most \(Self.maximumBatchMembers) messages; this one holds "
          + "\(syntax.parts.count)")
    }
    var passed: [[UInt8]] = []
    var replies: [Data] = []
    for part in syntax.parts {
      let member = part.kind == .object ? try? JSONSyntax(Data(syntax.text(of: part))) : nil
      guard let member else {
        let detail = "a batch holds messages, which are JSON objects"
        replies.append(ErrorReply(error: .invalidRequest(detail)).json)
        continue
      }
      switch check(member) {
      case .pass(let bytes): passed.append(bytes)
      case .reply(let data): replies.append(data)
      }
    }
    let message = Self.batch(passed)
    // NB: a batch gets one reply: when the SDK will answer some of its members, the refusals of
    // the others go inside that answer; else they are the whole reply.
    if let message, !JSONRPCProbe.requestIDs(in: message).isEmpty, !replies.isEmpty {
      return Verdict(message: message, repliesWithBatch: replies)
    }
    return Verdict(message: message, reply: Self.batch(replies.map { [UInt8]($0) }))
  }

  /// `reply`, the SDK's reply to a batch, with `refusals` added to its members.
  package static func merging(_ refusals: [Data], into reply: Data) -> Data {
    guard !refusals.isEmpty,
      let end = reply.lastIndex(where: { !$0.isJSONWhitespace }),
      reply[end] == UInt8(ascii: "]")
    else { return reply }
    var merged = Data(reply[..<end])
    for refusal in refusals {
      if merged.last != UInt8(ascii: "[") { merged.append(UInt8(ascii: ",")) }
      merged.append(refusal)
    }
    merged.append(UInt8(ascii: "]"))
    return Data(merged)
  }

  /// `reply`, the server's reply to a message, when it is not a batch or is at most
  /// ``maximumBatchReplyBytes`` long; else, in its place, a batch of errors, one for each
  /// response in it, under the response's ID.
  package static func bounded(_ reply: Data) -> Data {
    guard reply.count > maximumBatchReplyBytes, reply.first == UInt8(ascii: "[") else {
      return reply
    }
    let detail =
      "the replies to this batch come to \(reply.count) bytes, over the limit of "
      + "\(maximumBatchReplyBytes) bytes for a batch; send these requests one a line"
    let encoder = JSONEncoder()
    let errors = JSONRPCProbe.responseIDs(in: reply).map { id in
      let written = (try? encoder.encode(id)).map { [UInt8]($0) }
      return [UInt8](ErrorReply(id: written, error: .invalidRequest(detail)).json)
    }
    return batch(errors) ?? ErrorReply(error: .invalidRequest(detail)).json
  }

  /// `members` written as one JSON array, or nil when there are none.
  private static func batch(_ members: [[UInt8]]) -> Data? {
    members.isEmpty ? nil : Data([UInt8(ascii: "[")] + members.joined(separator: [44]) + [93])
  }
}

extension UInt8 {
  fileprivate var isJSONWhitespace: Bool {
    self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09
  }
}
