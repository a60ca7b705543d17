package import Foundation
import MCP

/// Judges one line of input by the rules of JSON-RPC 2.0 before the SDK sees it.
///
/// The SDK decodes what it is given leniently (an ID of `null` becomes `""`, `1.5` is dropped
/// without a reply) and answers what it cannot decode with a parse error under a made-up ID. So
/// every message is checked here first: what breaks the rules gets its error response from here,
/// under the request's own ID when that ID is valid and under `null` otherwise, and only
/// well-formed messages are passed on.
package struct EnvelopeCheck: Sendable {
  /// What to do with a line: a message to pass on, an error response to write, or both (for a
  /// batch with some bad members).
  package struct Verdict: Equatable, Sendable {
    /// The message (or batch) for the SDK.
    package var message: Data?
    /// The error response (or batch of them) to write back.
    package var reply: Data?

    /// A verdict passing `message` on and writing `reply`.
    package init(message: Data? = nil, reply: Data? = nil) {
      (self.message, self.reply) = (message, reply)
    }
  }

  /// Stands in for `null` IDs, which the SDK cannot carry.
  package var nullIDs: NullIDs
  /// The protocol version negotiated, which says whether batches are allowed.
  package var negotiated: NegotiatedVersion
  /// The most arguments any tool takes: a `tools/call` with more is refused before the SDK
  /// decodes them.
  package var maximumArguments: Int

  /// A check that stands `nullIDs` in for `null` IDs, judges batches by the version
  /// `negotiated` holds, and refuses tool calls of more than `maximumArguments` arguments.
  package init(
    nullIDs: NullIDs, negotiated: NegotiatedVersion = NegotiatedVersion(),
    maximumArguments: Int = .max
  ) {
    (self.nullIDs, self.negotiated, self.maximumArguments) =
      (nullIDs, negotiated, maximumArguments)
  }

  /// The verdict on `line`, one message or a batch.
  package func check(_ line: Data) -> Verdict {
    let syntax: JSONSyntax
    do {
      syntax = try JSONSyntax(line)
    } catch JSONSyntax.Failure.tooDeep {
      let detail = "objects and arrays nest deeper than \(JSONSyntax.maximumDepth) levels"
      return Verdict(reply: ErrorReply(error: .parseError(detail)).json)
    } catch {
      return Verdict(reply: ErrorReply(error: .parseError(nil)).json)
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
    var members: [String: JSONSyntax.Part] = [:]
    var repeated: String?
    for part in syntax.parts {
      guard let name = part.name else { continue }
      if members[name] != nil, Self.envelope.contains(name) { repeated = name }
      members[name] = part
    }
    if let repeated {
      let error = MCPError.invalidRequest("\"\(repeated)\" appears more than once")
      return .reply(ErrorReply(error: error).json)
    }
    let idPart = members["id"]
    let id = idPart.flatMap { Self.validID($0, in: syntax) }
    func reject(_ error: MCPError) -> Outcome { .reply(ErrorReply(id: id, error: error).json) }
    if let idPart, id == nil, idPart.kind != .null {
      let text = String(decoding: syntax.text(of: idPart).prefix(40), as: UTF8.self)
      return reject(.invalidRequest("an ID is a string, an integer or null, not \(text)"))
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
    let params = members["params"]
    if let params, ![.object, .array, .null].contains(params.kind) {
      return reject(.invalidRequest(#""params" must be an object or an array"#))
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
    if method == CallTool.name, let problem = argumentsProblem(params, syntax) {
      return reject(.invalidParams(problem))
    }
    guard let idPart, idPart.kind == .null else { return .pass(syntax.text) }
    var text = syntax.text
    text.replaceSubrange(idPart.range, with: Array("\"\(nullIDs.make())\"".utf8))
    return .pass(text)
  }

  /// The members whose repetition makes a message ambiguous.
  private static let envelope: Set<String> = [
    "jsonrpc", "id", "method", "params", "result", "error",
  ]

  /// The bytes of a valid, non-null ID: a string, or an integer that fits an `Int` (not `-0`,
  /// and with neither a fraction nor an exponent).
  private static func validID(_ part: JSONSyntax.Part, in syntax: JSONSyntax) -> [UInt8]? {
    let text = Array(syntax.text(of: part))
    switch part.kind {
    case .string:
      return text
    case .number:
      let digits = text.first == UInt8(ascii: "-") ? text.dropFirst() : text[...]
      guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
        text != Array("-0".utf8), Int(String(decoding: text, as: UTF8.self)) != nil
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
