package import Foundation

/// Stands in for request IDs that MCP allows and the SDK cannot carry: integers beyond `Int`
/// (such as 2^64), which its `ID` type, a string or an `Int`, cannot hold.
///
/// A request with such an ID is passed on under a string that no client can guess, and the
/// response's ID is turned back into the integer, byte for byte, on the way out.
package final class IDStandIns: @unchecked Sendable {
  private let prefix = "skillgraph-id-\(UUID().uuidString)-"
  private let lock = NSLock()
  private var issued = 0
  private var originals: [Int: [UInt8]] = [:]

  /// Stand-ins of a prefix of their own, which no client can guess.
  package init() {}

  /// A new stand-in for the ID written as `original`.
  package func make(for original: [UInt8]) -> String {
    lock.withLock {
      issued += 1
      originals[issued] = original
      return prefix + String(issued)
    }
  }

  /// `message` with every stand-in, quoted, replaced by the ID it stands for; each stand-in is
  /// forgotten once restored, since a request gets one response.
  package func restore(_ message: Data) -> Data {
    guard lock.withLock({ !originals.isEmpty }) else { return message }
    let opening = Data(("\"" + prefix).utf8)
    var message = message
    var searchStart = message.startIndex
    while let found = message.range(of: opening, in: searchStart..<message.endIndex) {
      let digits = message[found.upperBound...].prefix {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
      }
      guard digits.endIndex < message.endIndex, message[digits.endIndex] == UInt8(ascii: "\""),
        let number = Int(String(decoding: digits, as: UTF8.self)),
        let original = lock.withLock({ originals.removeValue(forKey: number) })
      else { break }
      message.replaceSubrange(found.lowerBound...digits.endIndex, with: original)
      searchStart = found.lowerBound + original.count
    }
    return message
  }
}
