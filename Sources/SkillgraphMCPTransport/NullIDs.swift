package import Foundation

/// Stands in for the ID `null`, which JSON-RPC allows and the SDK cannot carry (its `ID` is a
/// string or an integer, and it reads `null` as `""`).
///
/// A request with `"id": null` is passed on under a string that no client can guess, and the
/// response's ID is turned back into `null` on the way out.
package final class NullIDs: @unchecked Sendable {
  private let prefix = "skillgraph-null-id-\(UUID().uuidString)-"
  private let lock = NSLock()
  private var issued = 0

  /// Stand-ins of a prefix of their own, which no client can guess.
  package init() {}

  /// A new stand-in.
  package func make() -> String {
    lock.withLock {
      issued += 1
      return prefix + String(issued)
    }
  }

  /// `message` with every stand-in, quoted, replaced by `null`.
  package func restore(_ message: Data) -> Data {
    guard lock.withLock({ issued > 0 }) else { return message }
    let opening = Data(("\"" + prefix).utf8)
    var message = message
    var searchStart = message.startIndex
    while let found = message.range(of: opening, in: searchStart..<message.endIndex) {
      guard
        let closing = message[found.upperBound...].firstIndex(where: {
          !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        }), message[closing] == UInt8(ascii: "\"")
      else { break }
      message.replaceSubrange(found.lowerBound...closing, with: Data("null".utf8))
      searchStart = found.lowerBound + 4
    }
    return message
  }
}
