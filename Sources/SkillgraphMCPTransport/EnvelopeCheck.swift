package import Foundation
import MCP

/// Judges one line of input by the rules of JSON-RPC 2.0 before the SDK sees it.
///
/// The SDK decodes what it is given leniently (an ID of `null` becomes `""`, `1.5` is dropped
/// without a reply) and answers what it cannot decode with a parse error under a made-up ID. So
/// every message is checked here first, by JSON-RPC 2.0 and by what MCP adds to it (a request's
/// ID is a string or an integer, never `null`; `params` is an object): what breaks the rules
/// gets its error response from here, under the request's own ID when that ID is valid and under
/// `null` otherwise, and only well-formed messages are passed on.
package struct EnvelopeCheck: Sendable {
  /// What to do with a line: a message to pass on, an error response to write, or both (for a
  /// batch with some bad members).
  package struct Verdict: Equatable, Sendable {
    /// The message (or batch) for the SDK.
    package var message: Data?
    /// The error response (or batch of them) to write back now.
    package var reply: Data?
    /// For a batch some of whose members are refused and some passed on: the refusals, to be
    /// written inside the SDK's reply to the batch, so that a batch gets one reply.
    package var repliesWithBatch: [Data]

    /// A verdict passing `message` on, writing `reply` now and `repliesWithBatch` inside the
    /// reply to `message`.
    package init(message: Data? = nil, reply: Data? = nil, repliesWithBatch: [Data] = []) {
      (self.message, self.reply, self.repliesWithBatch) = (message, reply, repliesWithBatch)
    }
  }

  /// Stands in for the IDs the SDK cannot carry.
  package var standIns: IDStandIns
  /// The protocol version negotiated, which says whether batches are allowed.
  package var negotiated: NegotiatedVersion
  /// The most arguments any tool takes: a `tools/call` with more is refused before the SDK
  /// decodes them.
  package var maximumArguments: Int

  /// A check that stands `standIns` in for IDs the SDK cannot carry, judges batches by the
  /// version `negotiated` holds, and refuses tool calls of more than `maximumArguments`
  /// arguments.
  package init(
    standIns: IDStandIns, negotiated: NegotiatedVersion = NegotiatedVersion(),
    maximumArguments: Int = .max
  ) {
    (self.standIns, self.negotiated, self.maximumArguments) =
      (standIns, negotiated, maximumArguments)
  }

  /// The verdict on `line`, one message or a batch.
  package func check(_ line: Data) -> Verdict {
    let syntax: JSONSyntax
    do {
      syntax = try JSONSyntax(line, allowsDeepNesting: true)
    } catch {
      return Verdict(reply: ErrorReply(error: .parseError(nil)).json)
    }
    if syntax.isTooDeep {
      // NB: the text is JSON, only too deep to pass on: the reply carries the message's own ID
      // when its outermost object has a valid one, so that the client can match it.
      let envelope = syntax.kind == .object ? Self.envelope(of: syntax) : nil
      let id =
        envelope.flatMap { $0.repeated == nil ? $0.members["id"] : nil }
        .flatMap { Self.validID($0, in: syntax) }
      let detail = "objects and arrays nest deeper than \(JSONSyntax.maximumDepth) levels"
      return Verdict(reply: ErrorReply(id: id, error: .invalidRequest(detail)).json)
    }
    switch syntax.kind {
    case .object:
      return Self.verdict(check(syntax))
    case .array:
      return checkBatch(syntax)
    default:
      let detail = "a message is a JSON object (or a batch: an array of objects)"
      return Verdict(reply: ErrorReply(error: .invalidRequest(detail)).json)
    }
  }

  /// The outcome for one message of a line.
  enum Outcome {
    case pass([UInt8])
    case reply(Data)
  }

  static func verdict(_ outcome: Outcome) -> Verdict {
    switch outcome {
    case .pass(let bytes): Verdict(message: Data(bytes))
    case .reply(let data): Verdict(reply: data)
    }
  }

  /// The outcome for the message `syntax`, an object.
  func check(_ syntax: JSONSyntax) -> Outcome {
    let (members, repeated) = Self.envelope(of: syntax)
    if let repeated {
      let error = MCPError.invalidRequest("\"\(repeated)\" appears more than once")
      return .reply(ErrorReply(error: error).json)
    }
    let idPart = members["id"]
    let id = idPart.flatMap { Self.validID($0, in: syntax) }
    func reject(_ error: MCPError) -> Outcome { .reply(ErrorReply(id: id, error: error).json) }
    if let idPart, id == nil, idPart.kind != .null {
      let text = String(decoding: syntax.text(of: idPart).prefix(40), as: UTF8.self)
      return reject(.invalidRequest("an ID is a string or an integer, not \(text)"))
    }
    guard let version = members["jsonrpc"], Self.string(version, in: syntax) == "2.0" else {
      return reject(.invalidRequest(#"a message needs "jsonrpc": "2.0""#))
    }
    guard let methodPart = members["method"] else {
      if idPart != nil, members["result"] != nil || members["error"] != nil {
        return .pass(syntax.text)  // a response to a request of the server's
      }
      return reject(.invalidRequest(#"a request needs a "method", a string"#))
    }
    guard let method = Self.string(methodPart, in: syntax) else {
      return reject(.invalidRequest(#""method" must be a string"#))
    }
    if idPart?.kind == .null {
      return reject(
        .invalidRequest(
          "a request's ID is a string or an integer, never null (MCP); a notification has no ID"))
    }
    let params = members["params"]
    if let params, ![.object, .array].contains(params.kind) {
      return reject(.invalidRequest(#""params" must be an object (or left out)"#))
    }
    if syntax.hasUnrepresentableNumber {
      return reject(.invalidRequest("a number in the message is too large to read"))
    }
    if method == Initialize.name, idPart != nil {
      do {
        negotiated.negotiate(
          requested: try Self.initializeParameters(params, syntax).protocolVersion)
      } catch {
        return reject(.invalidParams(error.text))
      }
    }
    if method.hasSuffix("/list"), Self.hasCursor(params, syntax) {
      return reject(
        .invalidParams(
          "unknown cursor: this server lists everything on one page and issues no cursors"))
    }
    if method == CallTool.name, let problem = argumentsProblem(params, syntax) {
      return .reply(ErrorReply.toolError(id: id, message: problem))
    }
    guard let idPart, let id, idPart.kind == .number,
      Int(String(decoding: id, as: UTF8.self)) == nil
    else { return .pass(syntax.text) }
    var text = syntax.text
    text.replaceSubrange(idPart.range, with: Array("\"\(standIns.make(for: id))\"".utf8))
    return .pass(text)
  }

  /// Whether `params`, a list request's, names a `cursor`.
  private static func hasCursor(_ params: JSONSyntax.Part?, _ syntax: JSONSyntax) -> Bool {
    guard let params, params.kind == .object,
      let members = try? JSONSyntax(Data(syntax.text(of: params)))
    else { return false }
    return members.parts.contains { $0.name == "cursor" }
  }

  /// The longest integer ID, in digits: more than any client numbers its requests with, few
  /// enough that no number in an ID is too large to read.
  package static let maximumIntegerIDDigits = 64

  /// The members whose repetition makes a message ambiguous.
  private static let envelopeNames: Set<String> = [
    "jsonrpc", "id", "method", "params", "result", "error",
  ]

  /// The members of the object `syntax` by name (the last of a name), and an envelope member
  /// written more than once, if any.
  private static func envelope(of syntax: JSONSyntax) -> (
    members: [String: JSONSyntax.Part], repeated: String?
  ) {
    var members: [String: JSONSyntax.Part] = [:]
    var repeated: String?
    for part in syntax.parts {
      guard let name = part.name else { continue }
      if members[name] != nil, envelopeNames.contains(name) { repeated = name }
      members[name] = part
    }
    return (members, repeated)
  }

  /// The bytes of a valid, non-null ID: a string, or an integer (not `-0`, and with neither a
  /// fraction nor an exponent) of at most ``maximumIntegerIDDigits`` digits; one beyond `Int`
  /// is carried by a stand-in.
  private static func validID(_ part: JSONSyntax.Part, in syntax: JSONSyntax) -> [UInt8]? {
    let text = Array(syntax.text(of: part))
    switch part.kind {
    case .string:
      return text
    case .number:
      let digits = text.first == UInt8(ascii: "-") ? text.dropFirst() : text[...]
      guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
        text != Array("-0".utf8), digits.count <= maximumIntegerIDDigits
      else { return nil }
      return text
    default:
      return nil
    }
  }

  private static func string(_ part: JSONSyntax.Part, in syntax: JSONSyntax) -> String? {
    part.kind == .string ? JSONSyntax.decodeString(syntax.text(of: part)) : nil
  }
}
