import Foundation
import SkillgraphMCPTransport

/// The MCP server's input, from raw bytes on stdin to the messages handed to the SDK and the
/// error replies written back: line framing (``LineScanner``, fed in chunks of random sizes)
/// and the envelope check of every line.
public enum FuzzMessages {
  /// The whole input as a stream: each complete line gives exactly what the framing promises,
  /// each line's verdict is sound, and the output stays in proportion to the input.
  public static func lines(_ data: UnsafePointer<UInt8>, _ size: Int) {
    var generator = FuzzGenerator(data, size)
    let limit =
      generator.next() % 4 == 0 ? 1 + Int(generator.next() % 256) : LineScanner.defaultLimit
    let events = scan(UnsafeRawBufferPointer(start: data, count: size), limit, &generator)
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let expected = expectedEvents(bytes, limit: limit)
    guard events == expected else {
      FuzzCheck.fail("the scanner found \(events.count) events, \(expected.count) expected")
    }
    // NB: a third of the inputs start with a version that has batches, a third with one that
    // has none, a third before initialize (which an `initialize` line in the input settles).
    let versions = ["2025-03-26", "2025-11-25", nil]
    let check = EnvelopeCheck(
      standIns: IDStandIns(), negotiated: NegotiatedVersion(versions[Int(generator.next() % 3)]),
      maximumArguments: 6)
    var total = 0
    for event in events {
      let verdict = check.check(event, limit: limit)
      total +=
        (verdict.message?.count ?? 0) + (verdict.reply?.count ?? 0)
        + verdict.repliesWithBatch.reduce(0) { $0 + $1.count }
      if case .line(let line) = event {
        FuzzVerdict(line: line, verdict: verdict, standIns: check.standIns).check()
      } else {
        guard verdict.message == nil, let reply = verdict.reply else {
          FuzzCheck.fail("an oversized line was not refused")
        }
        FuzzVerdict.checkReply(reply, expectedID: nil)
      }
    }
    // NB: the shortest refused line, `1` and its newline, has a reply of about 120 bytes.
    FuzzCheck.bound(total, input: size, factor: 100, slack: 1024, "replies and messages")
  }

  /// The scanner's events for `bytes` fed in chunks of random sizes, then the end of input.
  private static func scan(
    _ bytes: UnsafeRawBufferPointer, _ limit: Int, _ generator: inout FuzzGenerator
  ) -> [LineScanner.Event] {
    var scanner = LineScanner(limit: limit)
    var events: [LineScanner.Event] = []
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + 1 + Int(generator.next() % 512))
      scanner.scan(UnsafeRawBufferPointer(rebasing: bytes[start..<end])) { events.append($0) }
      start = end
    }
    scanner.finish { events.append($0) }
    return events
  }

  /// What the framing promises, worked out plainly: every piece between newlines (the last
  /// one too) is a line; a line longer than `limit` is one `oversized`; a blank one (spaces,
  /// tabs, carriage returns) is nothing.
  static func expectedEvents(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int)
    -> [LineScanner.Event]
  {
    bytes.split(separator: 0x0A, omittingEmptySubsequences: false).compactMap { piece in
      if piece.count > limit { return .oversized }
      if piece.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return nil }
      return .line(Data(piece))
    }
  }
}
