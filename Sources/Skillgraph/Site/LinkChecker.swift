import Foundation

/// Checks every internal `href` of every HTML page: the file must be in the site and, with a
/// `#fragment`, that page must have an element with that `id`.
struct LinkChecker {
  /// Path → contents.
  let files: [String: [UInt8]]
  /// Page → its source file and the source line of each href, for messages.
  let sources: [String: (path: String, lines: [String: Int])]

  /// The broken links, each with the source location it comes from.
  func check() -> [BrokenLink] {
    let pages = files.keys.filter { $0.hasSuffix(".html") }.sorted()
    let scanned = ScanBox(count: pages.count)
    DispatchQueue.concurrentPerform(iterations: pages.count) { index in
      let contents = files[pages[index]]!
      scanned.store(
        (Set(Self.attributeValues("id", in: contents)), Self.attributeValues("href", in: contents)),
        at: index)
    }
    var ids: [String: Set<String>] = [:]
    var hrefs: [String: [String]] = [:]
    for (page, found) in zip(pages, scanned.results) {
      ids[page] = found.0
      hrefs[page] = found.1
    }
    var broken: [BrokenLink] = []
    for (page, links) in hrefs {
      for href in Set(links) where Self.isInternal(href) {
        guard let problem = problem(with: href, on: page, ids: ids) else { continue }
        let source = sources[page]
        let line = source?.lines[href]
        broken.append(
          BrokenLink(
            link: href, page: page,
            source: SourceSpan(
              path: line == nil ? page : source!.path, startLine: line ?? 1, endLine: line ?? 1),
            reason: problem))
      }
    }
    return broken
  }

  private func problem(with href: String, on page: String, ids: [String: Set<String>]) -> String? {
    let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let file = String(parts[0])
    let fragment = parts.count > 1 ? String(parts[1]) : nil
    let target = file.isEmpty ? page : Self.resolve(file, from: page)
    guard let target else { return "it leaves the site" }
    guard files[target] != nil else { return "no file \(target) in the site" }
    if let fragment, !fragment.isEmpty, target.hasSuffix(".html"),
      ids[target]?.contains(Self.unescape(fragment)) != true
    {
      return "no anchor #\(fragment) on \(target)"
    }
    return nil
  }

  static func isInternal(_ href: String) -> Bool {
    !(href.hasPrefix("http://") || href.hasPrefix("https://") || href.hasPrefix("mailto:")
      || href.hasPrefix("//"))
  }

  /// `link` resolved against the folder of `page`; nil when it climbs out of the site.
  static func resolve(_ link: String, from page: String) -> String? {
    var parts = page.split(separator: "/").dropLast().map(String.init)
    for component in link.split(separator: "/", omittingEmptySubsequences: false) {
      switch component {
      case "..":
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      case ".", "": continue
      default: parts.append(String(component))
      }
    }
    return parts.joined(separator: "/")
  }

  static func unescape(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
    return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
      of: "&#39;", with: "'"
    )
    .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
    .replacingOccurrences(of: "&amp;", with: "&")
  }

  /// The values of ` name="..."` attributes in `bytes` (quotes are always double here).
  static func attributeValues(_ name: String, in bytes: [UInt8]) -> [String] {
    let needle = Array(" \(name)=\"".utf8)
    var result: [String] = []
    var index = 0
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == needle[0], bytes[index + 1] == needle[1] {
        var matched = true
        for offset in 2..<needle.count where bytes[index + offset] != needle[offset] {
          matched = false
          break
        }
        if matched {
          let start = index + needle.count
          var end = start
          while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
          result.append(unescape(String(decoding: bytes[start..<end], as: UTF8.self)))
          index = end
          continue
        }
      }
      index += 1
    }
    return result
  }
}

/// Per-page scan results from several threads.
private final class ScanBox: @unchecked Sendable {
  private var storage: [(Set<String>, [String])?]
  private let lock = NSLock()

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func store(_ result: (Set<String>, [String]), at index: Int) {
    lock.withLock { storage[index] = result }
  }

  var results: [(Set<String>, [String])] { lock.withLock { storage.map { $0! } } }
}
