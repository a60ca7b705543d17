import Foundation

extension LinkChecker {
  /// The values of the ` id="..."` and ` href="..."` attributes in `bytes` (quotes are
  /// always double here), unescaped: ids as a set, hrefs without repeats.
  package static func attributes(in bytes: [UInt8]) -> (ids: Set<String>, hrefs: Set<String>) {
    var ids: Set<String> = []
    var hrefs: Set<String> = []
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = buffer.count
      func quote(after offset: Int) -> Int {
        guard offset < count, let found = memchr(base + offset, 0x22, count - offset) else {
          return count
        }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      }
      func value(at start: Int) -> (String, end: Int) {
        let end = quote(after: start)
        return (unescape(String(decoding: buffer[start..<end], as: UTF8.self)), end)
      }
      // NB: each attribute is found as the two scans before it found it: a match starts at or
      // after the end of the previous value of the same attribute, and every quote is looked
      // at, even one inside another attribute's value.
      var idEnd = 0
      var hrefEnd = 0
      var position = quote(after: 0)
      while position < count {
        if position >= 4, buffer[position - 1] == UInt8(ascii: "=") {
          if buffer[position - 2] == UInt8(ascii: "d"), buffer[position - 3] == UInt8(ascii: "i"),
            buffer[position - 4] == UInt8(ascii: " "), position - 4 >= idEnd
          {
            let (id, end) = value(at: position + 1)
            ids.insert(id)
            idEnd = end
          } else if position >= 6, buffer[position - 2] == UInt8(ascii: "f"),
            buffer[position - 3] == UInt8(ascii: "e"), buffer[position - 4] == UInt8(ascii: "r"),
            buffer[position - 5] == UInt8(ascii: "h"), buffer[position - 6] == UInt8(ascii: " "),
            position - 6 >= hrefEnd
          {
            let (href, end) = value(at: position + 1)
            hrefs.insert(href)
            hrefEnd = end
          }
        }
        position = quote(after: position + 1)
      }
    }
    return (ids, hrefs)
  }
}
