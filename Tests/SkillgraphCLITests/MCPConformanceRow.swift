import Foundation
import Testing

/// One input the server must answer by JSON-RPC 2.0's rules, sent as raw bytes, and the replies
/// it must give.
struct MCPConformanceRow: Sendable, CustomTestStringConvertible {
  /// A reply: its ID, and its error code (nil for a result).
  struct Reply: Sendable, Equatable {
    var id: ReplyID
    var code: Int?
    /// Words the error message must contain.
    var mentions: String?
    /// For a result of `tools/call`: whether it is a tool error.
    var toolError = false
  }

  /// A reply's ID, exactly: `null` is not `""`, `1` is not `"1"`.
  enum ReplyID: Sendable, Equatable {
    case null
    case number(Int)
    case string(String)

    /// The ID of a reply as parsed by `JSONSerialization`, or nil when it has none or another kind.
    init?(_ value: Any?) {
      switch value {
      case is NSNull: self = .null
      case let text as String: self = .string(text)
      case let number as NSNumber:
        guard let integer = Int(exactly: number.doubleValue) else { return nil }
        self = .number(integer)
      default: return nil
      }
    }
  }

  var testDescription: String
  /// What is written to the server's stdin.
  var bytes: Data
  /// The replies, in any order (JSON-RPC allows responses out of order).
  var replies: [Reply]
  /// How many lines they come in (a batch's replies share a line).
  var lines: Int
  /// Whether stdin is closed right after the bytes (else a ping follows, to show the server
  /// still serves).
  var endsInput = false

  init(
    _ description: String, _ text: String, _ replies: [Reply], lines: Int? = nil,
    endsInput: Bool = false
  ) {
    self.init(description, Data(text.utf8), replies, lines: lines, endsInput: endsInput)
  }

  init(
    _ description: String, _ bytes: Data, _ replies: [Reply], lines: Int? = nil,
    endsInput: Bool = false
  ) {
    testDescription = description
    self.bytes = bytes
    self.replies = replies
    self.lines = lines ?? replies.count
    self.endsInput = endsInput
  }
}

extension MCPConformanceRow.Reply {
  /// A result with `id`.
  static func result(_ id: MCPConformanceRow.ReplyID) -> Self { .init(id: id, code: nil) }

  /// A `tools/call` result with `id` that is a tool error (`isError`).
  static func toolError(_ id: MCPConformanceRow.ReplyID, mentions: String) -> Self {
    .init(id: id, code: nil, mentions: mentions, toolError: true)
  }

  /// An error with `code` and `id`.
  static func error(_ code: Int, _ id: MCPConformanceRow.ReplyID, mentions: String? = nil) -> Self {
    .init(id: id, code: code, mentions: mentions)
  }
}

extension MCPConformanceRow {
  /// A ping line with `id`, written as is (any JSON text), and `padding` bytes of parameters.
  static func ping(id: String, padding: Int = 0) -> String {
    let params =
      padding > 0 ? #","params":{"p":"\#(String(repeating: "x", count: padding))"}"# : ""
    return #"{"jsonrpc":"2.0","id":\#(id),"method":"ping"\#(params)}"#
  }

  /// A ping line exactly `bytes` long.
  static func ping(id: String, bytes: Int) -> String {
    let overhead = ping(id: id, padding: 1).utf8.count - 1
    return ping(id: id, padding: bytes - overhead)
  }
}

extension MCPConformanceRow {
  /// An `initialize` request with ID 0 asking for protocol `version`, as one line.
  static func initialize(_ version: String) -> String {
    #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"\#(version)","#
      + #""capabilities":{},"clientInfo":{"name":"skillgraph-tests","version":"1"}}}"# + "\n"
  }

  /// A batch of `count` pings with the IDs 100, 101, ... as one line.
  static func pings(_ count: Int) -> String {
    "[" + (0..<count).map { ping(id: String(100 + $0)) }.joined(separator: ",") + "]\n"
  }
}
