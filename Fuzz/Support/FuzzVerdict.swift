import Foundation
import SkillgraphMCPTransport

/// Checks the envelope check's verdict on one line: one message or one reply (for a batch, one
/// of either for each member, or one reply refusing it whole), every reply a JSON-RPC error
/// response (or, for a tool call refused for its arguments, a tool error) whose `id` is the
/// request's own valid ID or `null`, every message passed on a JSON-RPC message with no `null`
/// ID in it whose ID comes back in a response exactly as it was written, and no more requests
/// awaited than messages passed on.
struct FuzzVerdict {
  let line: Data
  let verdict: EnvelopeCheck.Verdict
  let standIns: IDStandIns

  /// An ID a reply may carry: a string, decoded, or an integer as it was written.
  enum Identifier: Equatable {
    case string(String)
    case integer(String)
  }

  func check() {
    let batchReplies = verdict.repliesWithBatch
    guard verdict.message != nil || verdict.reply != nil else {
      FuzzCheck.fail("a line got neither a message nor a reply")
    }
    let syntax = try? JSONSyntax(line, allowsDeepNesting: true)
    guard let syntax, syntax.kind == .array, !syntax.parts.isEmpty, !syntax.isTooDeep else {
      guard verdict.message == nil || verdict.reply == nil, batchReplies.isEmpty else {
        FuzzCheck.fail("one message got both a reply and a message passed on")
      }
      let identifier = syntax.flatMap { $0.kind == .object ? Self.identifier(of: $0) : nil }
      if let reply = verdict.reply { Self.checkReply(reply, expectedID: identifier) }
      if let message = verdict.message {
        checkMessage(message, sentID: syntax.flatMap(Self.objectID))
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
    let replies = (verdict.reply.map { Self.members(of: $0) } ?? []) + batchReplies
    guard passed.count + replies.count == syntax.parts.count else {
      FuzzCheck.fail(
        "a batch of \(syntax.parts.count) gave \(passed.count) messages, \(replies.count) replies")
    }
    if verdict.reply != nil, !batchReplies.isEmpty {
      FuzzCheck.fail("a batch's refusals were split between two replies")
    }
    for reply in replies { Self.checkReply(reply, allowed: identifiers) }
    var sent = syntax.parts.filter { $0.kind == .object }.map { syntax.text(of: $0) }[...]
    for message in passed {
      guard let original = Self.original(of: message, among: &sent) else {
        FuzzCheck.fail("a batch member passed on was not sent: \(Self.preview(message))")
      }
      checkMessage(message, sentID: nil, restoresTo: Self.objectID(original))
    }
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

  /// Fails unless `reply` is an error response (or a tool error) whose ID is null or
  /// `expectedID`.
  static func checkReply(_ reply: Data, expectedID: Identifier?) {
    checkReply(reply, allowed: expectedID.map { [$0] } ?? [])
  }

  private static func checkReply(_ reply: Data, allowed: [Identifier]) {
    guard let object = try? JSONSerialization.jsonObject(with: reply) as? [String: Any],
      object["jsonrpc"] as? String == "2.0", isError(object)
    else { FuzzCheck.fail("a reply is not a JSON-RPC error response: \(preview(reply))") }
    guard let syntax = try? JSONSyntax(reply),
      let idPart = syntax.parts.first(where: { $0.name == "id" })
    else { FuzzCheck.fail("a reply has no ID: \(preview(reply))") }
    guard idPart.kind != .null else { return }
    guard let written = writtenID(of: syntax), allowed.contains(written) else {
      FuzzCheck.fail("a reply carries an ID the request did not have as valid: \(preview(reply))")
    }
  }

  /// Whether `object` is a JSON-RPC error response or a tool error result, and nothing else.
  private static func isError(_ object: [String: Any]) -> Bool {
    if Set(object.keys) == ["jsonrpc", "id", "result"] {
      let result = object["result"] as? [String: Any]
      return result?["isError"] as? Bool == true && result?["content"] is [Any]
    }
    guard Set(object.keys) == ["jsonrpc", "id", "error"],
      let error = object["error"] as? [String: Any], let code = error["code"] as? Int,
      let message = error["message"] as? String, !message.isEmpty
    else { return false }
    return [-32700, -32600, -32601, -32602, -32603].contains(code)
      || (-32099...(-32000)).contains(code)
  }

  /// Fails unless `message` is a JSON-RPC message with no `null` ID, and a response to it,
  /// restored, carries the ID as the client wrote it (`sentID`, or `restoresTo` for a member
  /// of a batch; nil: the message's own).
  private func checkMessage(
    _ message: Data, sentID: Identifier?, restoresTo original: Identifier? = nil
  ) {
    guard let syntax = try? JSONSyntax(message), syntax.kind == .object else {
      FuzzCheck.fail("a message passed on is not a JSON object: \(Self.preview(message))")
    }
    guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any] else {
      if syntax.hasUnrepresentableNumber { return }
      FuzzCheck.fail("a message passed on does not parse: \(Self.preview(message))")
    }
    let isRequest = object["method"] is String
    let isResponse = object["id"] != nil && (object["result"] != nil || object["error"] != nil)
    guard object["jsonrpc"] as? String == "2.0", isRequest || isResponse else {
      FuzzCheck.fail("a message passed on breaks JSON-RPC: \(Self.preview(message))")
    }
    guard let idPart = syntax.parts.last(where: { $0.name == "id" }) else { return }
    if isRequest, object["id"] is NSNull { FuzzCheck.fail("a request passed on has the ID null") }
    guard isRequest else { return }
    var response = Data(#"{"jsonrpc":"2.0","result":{},"id":"#.utf8)
    response.append(contentsOf: syntax.text(of: idPart))
    response.append(contentsOf: "}".utf8)
    guard let restored = try? JSONSyntax(standIns.restore(response)) else {
      FuzzCheck.fail("a response to \(Self.preview(message)) no longer parses")
    }
    let expected = sentID ?? original
    if let expected, Self.writtenID(of: restored) != expected {
      FuzzCheck.fail("a response to \(Self.preview(message)) does not carry the ID sent")
    }
  }

  /// The message's ID when it is valid (a string, or an integer of at most
  /// `EnvelopeCheck.maximumIntegerIDDigits` digits written without a fraction, an exponent or
  /// `-0`) and no envelope member is written twice.
  static func identifier(of syntax: JSONSyntax) -> Identifier? {
    let envelope: Set = ["jsonrpc", "id", "method", "params", "result", "error"]
    let names = syntax.parts.compactMap(\.name).filter(envelope.contains)
    guard Set(names).count == names.count else { return nil }
    return writtenID(of: syntax)
  }

  /// The ID of the object `syntax` as written, when it is a string or an integer.
  static func writtenID(of syntax: JSONSyntax) -> Identifier? {
    guard let part = syntax.parts.last(where: { $0.name == "id" }) else { return nil }
    let text = Data(syntax.text(of: part))
    switch part.kind {
    case .string:
      let value = try? JSONSerialization.jsonObject(with: text, options: .fragmentsAllowed)
      return (value as? String).map { .string($0) }
    case .number:
      let written = String(decoding: text, as: UTF8.self)
      let digits = written.hasPrefix("-") ? written.dropFirst() : written[...]
      guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), written != "-0",
        digits.count <= EnvelopeCheck.maximumIntegerIDDigits
      else { return nil }
      return .integer(written)
    default:
      return nil
    }
  }

  /// The member of a batch that `message`, passed on, was made from: the first of `sent` (the
  /// batch's objects in order, from which it and those before it are removed) that is
  /// `message` itself or `message` with its ID standing in for the one written.
  private static func original(of message: Data, among sent: inout ArraySlice<ArraySlice<UInt8>>)
    -> JSONSyntax?
  {
    guard let passed = try? JSONSyntax(message) else { return nil }
    let passedID = passed.parts.last { $0.name == "id" }
    while let candidate = sent.popFirst() {
      guard let member = try? JSONSyntax(Data(candidate)) else { continue }
      if member.text == passed.text { return member }
      guard let passedID, let memberID = member.parts.last(where: { $0.name == "id" })
      else { continue }
      var replaced = member.text
      replaced.replaceSubrange(memberID.range, with: passed.text(of: passedID))
      if replaced == passed.text { return member }
    }
    return nil
  }

  private static func objectID(_ syntax: JSONSyntax) -> Identifier? {
    syntax.kind == .object ? writtenID(of: syntax) : nil
  }

  private static func preview(_ data: Data) -> String {
    String(decoding: data.prefix(300), as: UTF8.self)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
