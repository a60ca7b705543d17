import Foundation
import SkillgraphMCPTransport

/// Checks the envelope check's verdict on one line: one message or one reply (for a batch, one
/// of either for each member, or one reply refusing it whole), every reply a JSON-RPC error response whose `id` is the
/// request's own valid ID or `null`, every message passed on a JSON-RPC message with no `null`
/// ID left in it, and no more requests awaited than messages passed on.
struct FuzzVerdict {
  let line: Data
  let verdict: EnvelopeCheck.Verdict
  let nullIDs: NullIDs

  /// An ID a reply may carry: a string or an integer, as the JSON parser reads it.
  enum Identifier: Equatable {
    case string(String)
    case integer(Int)
  }

  func check() {
    guard verdict.message != nil || verdict.reply != nil else {
      FuzzCheck.fail("a line got neither a message nor a reply")
    }
    let syntax = try? JSONSyntax(line)
    guard let syntax, syntax.kind == .array, !syntax.parts.isEmpty else {
      guard verdict.message == nil || verdict.reply == nil else {
        FuzzCheck.fail("one message got both a reply and a message passed on")
      }
      let identifier = syntax.flatMap { $0.kind == .object ? Self.identifier(of: $0) : nil }
      if let reply = verdict.reply { Self.checkReply(reply, expectedID: identifier) }
      if let message = verdict.message {
        let restored = checkMessage(message)
        let sentNull = syntax.map { Self.idKind(of: $0) == .null } ?? false
        if sentNull != restored { FuzzCheck.fail("a null ID did not come back as null") }
        Self.checkProbe(message, members: 1)
      }
      return
    }
    if verdict.message == nil, let reply = verdict.reply, reply.first == UInt8(ascii: "{") {
      // A batch refused whole: no version with batches negotiated, or too many members.
      Self.checkReply(reply, expectedID: nil)
      return
    }
    var identifiers: [Identifier] = []
    for part in syntax.parts where part.kind == .object {
      let member = try? JSONSyntax(Data(syntax.text(of: part)))
      if let id = member.flatMap(Self.identifier) { identifiers.append(id) }
    }
    let passed = verdict.message.map { Self.members(of: $0) } ?? []
    let replies = verdict.reply.map { Self.members(of: $0) } ?? []
    guard passed.count + replies.count == syntax.parts.count else {
      FuzzCheck.fail(
        "a batch of \(syntax.parts.count) gave \(passed.count) messages, \(replies.count) replies")
    }
    for reply in replies { Self.checkReply(reply, allowed: identifiers) }
    for message in passed { _ = checkMessage(message) }
    if let message = verdict.message { Self.checkProbe(message, members: passed.count) }
  }

  /// Fails when the IDs the server waits for before it exits (``JSONRPCProbe``, read as the
  /// SDK reads them) outnumber the messages passed on.
  private static func checkProbe(_ message: Data, members: Int) {
    let requests = JSONRPCProbe.requestIDs(in: message).count
    let cancelled = JSONRPCProbe.cancelledIDs(in: message).count
    if requests > members || cancelled > members {
      FuzzCheck.fail("\(requests) requests, \(cancelled) cancelled in \(members) messages")
    }
  }

  /// The members of a batch the check wrote, each as its own data.
  private static func members(of data: Data) -> [Data] {
    guard let syntax = try? JSONSyntax(data), syntax.kind == .array else {
      FuzzCheck.fail("a batch written back is not a JSON array: \(preview(data))")
    }
    return syntax.parts.map { Data(syntax.text(of: $0)) }
  }

  /// Fails unless `reply` is an error response whose ID is null or `expectedID`.
  static func checkReply(_ reply: Data, expectedID: Identifier?) {
    checkReply(reply, allowed: expectedID.map { [$0] } ?? [])
  }

  private static func checkReply(_ reply: Data, allowed: [Identifier]) {
    guard let object = try? JSONSerialization.jsonObject(with: reply) as? [String: Any],
      Set(object.keys) == ["jsonrpc", "id", "error"], object["jsonrpc"] as? String == "2.0",
      let error = object["error"] as? [String: Any], let code = error["code"] as? Int,
      [-32700, -32600, -32601, -32602, -32603].contains(code) || (-32099...(-32000)).contains(code),
      let message = error["message"] as? String, !message.isEmpty
    else { FuzzCheck.fail("a reply is not a JSON-RPC error response: \(preview(reply))") }
    guard let id = object["id"], !(id is NSNull) else { return }
    let written: Identifier? =
      if let text = id as? String { .string(text) } else { (id as? Int).map { .integer($0) } }
    guard let written, allowed.contains(written) else {
      FuzzCheck.fail("a reply carries an ID the request did not have as valid: \(preview(reply))")
    }
  }

  /// Fails unless `message` is a JSON-RPC message with no `null` ID; returns whether its ID is
  /// a stand-in for `null` that comes back as `null` in a response to it.
  private func checkMessage(_ message: Data) -> Bool {
    guard let syntax = try? JSONSyntax(message), syntax.kind == .object else {
      FuzzCheck.fail("a message passed on is not a JSON object: \(Self.preview(message))")
    }
    guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any] else {
      if syntax.hasUnrepresentableNumber { return false }
      FuzzCheck.fail("a message passed on does not parse: \(Self.preview(message))")
    }
    let isRequest = object["method"] is String
    let isResponse = object["id"] != nil && (object["result"] != nil || object["error"] != nil)
    guard object["jsonrpc"] as? String == "2.0", isRequest || isResponse else {
      FuzzCheck.fail("a message passed on breaks JSON-RPC: \(Self.preview(message))")
    }
    guard let idPart = syntax.parts.last(where: { $0.name == "id" }) else { return false }
    if isRequest, object["id"] is NSNull { FuzzCheck.fail("a request passed on has the ID null") }
    var response = Data(#"{"jsonrpc":"2.0","result":{},"id":"#.utf8)
    response.append(contentsOf: syntax.text(of: idPart))
    response.append(contentsOf: "}".utf8)
    guard
      let restored = try? JSONSerialization.jsonObject(with: nullIDs.restore(response))
        as? [String: Any], let id = restored["id"]
    else { FuzzCheck.fail("a response to \(Self.preview(message)) no longer parses") }
    return id is NSNull
  }

  /// The message's ID when it is valid (a string, or an integer that fits an `Int`, written
  /// without a fraction, an exponent or `-0`) and no envelope member is written twice.
  static func identifier(of syntax: JSONSyntax) -> Identifier? {
    let envelope: Set = ["jsonrpc", "id", "method", "params", "result", "error"]
    let names = syntax.parts.compactMap(\.name).filter(envelope.contains)
    guard Set(names).count == names.count,
      let part = syntax.parts.first(where: { $0.name == "id" })
    else { return nil }
    let text = Data(syntax.text(of: part))
    switch part.kind {
    case .string:
      let value = try? JSONSerialization.jsonObject(with: text, options: .fragmentsAllowed)
      return (value as? String).map { .string($0) }
    case .number:
      let written = String(decoding: text, as: UTF8.self)
      let digits = written.hasPrefix("-") ? written.dropFirst() : written[...]
      guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), written != "-0",
        let value = Int(written)
      else { return nil }
      return .integer(value)
    default:
      return nil
    }
  }

  private static func idKind(of syntax: JSONSyntax) -> JSONSyntax.Kind? {
    syntax.kind == .object ? syntax.parts.first(where: { $0.name == "id" })?.kind : nil
  }

  private static func preview(_ data: Data) -> String {
    String(decoding: data.prefix(300), as: UTF8.self)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
