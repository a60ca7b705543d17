import Foundation
import SkillgraphModel
import SkillgraphSupport

/// Checks every internal `href` of every HTML page: the file must be in the site and, with a
/// `#fragment`, that page must have an element with that `id`.
package struct LinkChecker {
  /// What the check needs of one page: its anchors and its links, found when it was made.
  package struct Page: Sendable {
    /// The values of its `id` attributes.
    package var ids: PackedNames
    /// The values of its `href` attributes, without repeats.
    package var hrefs: Set<String>

    /// The anchors and links found by `LinkChecker.attributes(in:)`, less the links that
    /// cannot be broken: those that leave the site, and those to an anchor of the page itself
    /// that is there.
    ///
    /// NB: most of a page's links are its contents list's, to its own anchors; kept for the
    /// 6,172 pages of ten copies of the Axiom collection, the links were 21 MB of text.
    package init(_ found: (ids: Set<String>, hrefs: Set<String>)) {
      ids = PackedNames(found.ids)
      hrefs = found.hrefs.filter { href in
        guard LinkChecker.isInternal(href) else { return false }
        guard href.utf8.first == UInt8(ascii: "#") else { return true }
        return !found.ids.contains(LinkChecker.unescape(String(href.dropFirst())))
      }
    }
  }

  /// The path of every file in the site.
  package let files: Set<String>
  /// Each HTML page's anchors and links, by path.
  package let pages: [String: Page]
  /// Page → its source file and the source line of each href, for messages.
  package let sources: [String: (path: String, lines: [String: Int])]

  /// The broken links, each with the source location it comes from.
  package func check() -> [BrokenLink] {
    let paths = pages.keys.sorted()
    // NB: pages are checked on every core; the caller sorts.
    return parallelMap(paths.count) { index in
      let page = paths[index]
      var broken: [BrokenLink] = []
      for href in pages[page]!.hrefs where Self.isInternal(href) {
        guard let problem = problem(with: href, on: page) else { continue }
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

  private func problem(with href: String, on page: String) -> String? {
    let hash = href.utf8.firstIndex(of: UInt8(ascii: "#"))
    let file = hash.map { String(href[..<$0]) } ?? href
    let fragment = hash.map { String(href[href.utf8.index(after: $0)...]) }
    let target = file.isEmpty ? page : Self.resolve(file, from: page)
    guard let target else { return "it leaves the site" }
    guard files.contains(target) else { return "no file \(target) in the site" }
    if let fragment, !fragment.isEmpty, target.hasSuffix(".html"),
      pages[target]?.ids.contains(Self.unescape(fragment)) != true
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

  /// A value with every stored property given.
  package init(
    files: Set<String>, pages: [String: Page],
    sources: [String: (path: String, lines: [String: Int])]
  ) {
    self.files = files
    self.pages = pages
    self.sources = sources
  }
}
