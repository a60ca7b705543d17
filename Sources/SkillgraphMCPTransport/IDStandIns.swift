package import Foundation
import SkillgraphSupport

/// Stands in for request IDs that MCP allows and the SDK cannot carry: integers beyond `Int`
/// (such as 2^64), which its `ID` type, a string or an `Int`, cannot hold.
///
/// A request with such an ID is passed on under a string that no client can guess, and the
/// response's ID is turned back into the integer, byte for byte, on the way out.
package final class IDStandIns: Sendable {
  private let prefix = "skillgraph-id-\(UUID().uuidString)-"
  /// The stand-ins issued so far, and the original ID of each not yet restored.
  private let state = Locked((issued: 0, originals: [Int: [UInt8]]()))

  /// Stand-ins of a prefix of their own, which no client can guess.
  package init() {}

  /// A new stand-in for the ID written as `original`.
  package func make(for original: [UInt8]) -> String {
    let number = state.withLock { state in
      state.issued += 1
      state.originals[state.issued] = original
      return state.issued
    }
    return prefix + String(number)
  }

  /// `message` with every stand-in, quoted, replaced by the ID it stands for; each stand-in is
  /// forgotten once restored, since a request gets one response.
  package func restore(_ message: Data) -> Data {
    guard state.withLock({ !$0.originals.isEmpty }) else { return message }
    let opening = Data(("\"" + prefix).utf8)
    var message = message
    var searchStart = message.startIndex
    while let found = message.range(of: opening, in: searchStart..<message.endIndex) {
      let digits = message[found.upperBound...].prefix {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
      }
      guard digits.endIndex < message.endIndex, message[digits.endIndex] == UInt8(ascii: "\""),
        let number = Int(String(decoding: digits, as: UTF8.self)),
        let original = state.withLock({ $0.originals.removeValue(forKey: number) })
      else { break }
      message.replaceSubrange(found.lowerBound...digits.endIndex, with: original)
      searchStart = found.lowerBound + original.count
    }
    return message
  }
}
