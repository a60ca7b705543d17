package import Foundation
package import MCP

/// Reads the IDs out of raw JSON-RPC messages, decoding them the way the SDK's server does.
package enum JSONRPCProbe {
  /// A method whose parameters and result are any JSON, as the SDK's type-erased one.
  private enum Untyped: MCP.Method {
    static let name = ""
    typealias Parameters = Value
    typealias Result = Value
  }

  /// The IDs of the requests in `data` (one message or a batch) that the server will answer.
  ///
  /// NB: the parameters are not decoded: the SDK reads any JSON as a request's parameters, and
  /// decoding them into `Value`s would cost a regular expression for each string in them.
  package static func requestIDs(in data: Data) -> [ID] {
    messages(in: data).compactMap { message in
      // NB: the SDK tries a response first; a message that decodes as one is not a request.
      guard (try? decoder.decode(Response<Untyped>.self, from: message)) == nil,
        let request = try? decoder.decode(RequestEnvelope.self, from: message),
        request.jsonrpc == "2.0"
      else { return nil }
      return request.id
    }
  }

  /// A request's envelope, without its parameters.
  private struct RequestEnvelope: Decodable {
    var jsonrpc: String
    var id: ID
    var method: String
  }

  /// The IDs of the responses in `data`, a message or a batch the server wrote.
  ///
  /// NB: only the ID is decoded, not the result, which can be large: the server writes nothing
  /// else with an ID but responses.
  package static func responseIDs(in data: Data) -> [ID] {
    if let batch = try? decoder.decode([Identified].self, from: data) {
      return batch.compactMap(\.id)
    }
    return (try? decoder.decode(Identified.self, from: data).id).flatMap { [$0] } ?? []
  }

  /// A message's ID, and nothing else.
  private struct Identified: Decodable {
    var id: ID?
  }

  /// The request IDs named by `notifications/cancelled` messages in `data`.
  package static func cancelledIDs(in data: Data) -> [ID] {
    messages(in: data).compactMap { message in
      guard
        let notification = try? decoder.decode(Message<CancelledNotification>.self, from: message),
        notification.method == CancelledNotification.name
      else { return nil }
      return notification.params.requestId
    }
  }

  private static let decoder = JSONDecoder()

  /// The single message, or each member of a batch, as its own data.
  private static func messages(in data: Data) -> [Data] {
    guard data.first(where: { !$0.isWhitespace }) == UInt8(ascii: "["),
      let batch = try? JSONSyntax(data), batch.kind == .array
    else { return [data] }
    return batch.parts.map { Data(batch.text(of: $0)) }
  }
}

extension UInt8 {
  fileprivate var isWhitespace: Bool {
    self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09
  }
}
