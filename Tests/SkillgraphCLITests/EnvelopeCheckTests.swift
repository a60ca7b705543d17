import Foundation
import SkillgraphMCPTransport
import Testing

@Suite("The MCP transport's line framing and envelope check, in-process")
struct EnvelopeCheckTests {
  /// The verdict on `text` read as the server's standard input with a line limit of `limit`.
  static func verdicts(_ text: String, limit: Int = LineScanner.defaultLimit)
    -> [EnvelopeCheck.Verdict]
  {
    var scanner = LineScanner(limit: limit)
    var events: [LineScanner.Event] = []
    Data(text.utf8).withUnsafeBytes { bytes in scanner.scan(bytes) { events.append($0) } }
    scanner.finish { events.append($0) }
    let check = EnvelopeCheck(standIns: IDStandIns())
    return events.map { check.check($0, limit: limit) }
  }

  /// `data` as a JSON object.
  static func object(_ data: Data?) throws -> [String: Any] {
    let data = try #require(data)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test("a line over the limit is refused under the ID null, and nothing is passed on")
  func oversizedLineIsRefused() throws {
    let verdicts = Self.verdicts(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"# + "\n", limit: 8)
    let verdict = try #require(verdicts.first)
    #expect(verdicts.count == 1)
    #expect(verdict.message == nil)
    let reply = try Self.object(verdict.reply)
    #expect(reply["id"] is NSNull)
    #expect((reply["error"] as? [String: Any])?["code"] as? Int == -32600)
  }

  @Test("a well-formed request is passed on as written, and a blank line is no message")
  func requestIsPassedOn() throws {
    let line = #"{"jsonrpc":"2.0","id":"a","method":"ping"}"#
    let verdicts = Self.verdicts(line + "\n \t\r\n")
    #expect(verdicts == [EnvelopeCheck.Verdict(message: Data(line.utf8))])
  }
}
