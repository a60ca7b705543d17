import Foundation
import SkillgraphDecisions
import SkillgraphIngest
import SkillgraphMarkdown
import SkillgraphModel
import SkillgraphTemplates

/// Checks every internal `href` of every HTML page: the file must be in the site and, with a
/// `#fragment`, that page must have an element with that `id`.
package struct LinkChecker {
  /// Path → contents.
  package let files: [String: [UInt8]]
  /// Page → its source file and the source line of each href, for messages.
  package let sources: [String: (path: String, lines: [String: Int])]

  /// The broken links, each with the source location it comes from.
  package func check() -> [BrokenLink] {
    let pages = files.keys.filter { $0.hasSuffix(".html") }.sorted()
    // NB: pages are scanned, then their links checked, on every core; the caller sorts.
    let scanned = parallelMap(pages.count) { Self.attributes(in: files[pages[$0]]!) }
    var found: [String: Set<String>] = [:]
    for (page, result) in zip(pages, scanned) { found[page] = result.ids }
    let ids = found
    return parallelMap(pages.count) { index in
      let page = pages[index]
      var broken: [BrokenLink] = []
      for href in scanned[index].hrefs where Self.isInternal(href) {
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
      return broken
    }.flatMap { $0 }
  }

  private func problem(with href: String, on page: String, ids: [String: Set<String>]) -> String? {
    let hash = href.utf8.firstIndex(of: UInt8(ascii: "#"))
    let file = hash.map { String(href[..<$0]) } ?? href
    let fragment = hash.map { String(href[href.utf8.index(after: $0)...]) }
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

  package static func isInternal(_ href: String) -> Bool {
    !(href.hasPrefix("http://") || href.hasPrefix("https://") || href.hasPrefix("mailto:")
      || href.hasPrefix("//"))
  }

  /// `link` resolved against the folder of `page`; nil when it climbs out of the site.
  package static func resolve(_ link: String, from page: String) -> String? {
    // NB: split on the `/` byte, not on Characters: this runs for every link of every page.
    let slash = UInt8(ascii: "/")
    var parts = page.utf8.split(separator: slash).dropLast().map {
      String(decoding: $0, as: UTF8.self)
    }
    for component in link.utf8.split(separator: slash, omittingEmptySubsequences: false) {
      if component.elementsEqual("..".utf8) {
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      } else if !component.isEmpty, !component.elementsEqual(".".utf8) {
        parts.append(String(decoding: component, as: UTF8.self))
      }
    }
    return parts.joined(separator: "/")
  }

  package static func unescape(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
    return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
      of: "&#39;", with: "'"
    )
    .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
    .replacingOccurrences(of: "&amp;", with: "&")
  }

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

  /// A value with every stored property given.
  package init(files: [String: [UInt8]], sources: [String: (path: String, lines: [String: Int])]) {
    self.files = files
    self.sources = sources
  }
}
