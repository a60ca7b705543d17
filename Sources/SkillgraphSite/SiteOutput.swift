import Foundation
package import SkillgraphModel

/// The files of a site being built: each is handed to its destination as soon as it is made,
/// and only what the later steps need is kept: every file's size and, per HTML page, its
/// anchors and links for the link check. Safe to call from any thread.
///
/// NB: the site of ten copies of the Axiom collection is 12,962 files, 347 MiB, which were held
/// until the end (with every skill's Markdown tree: a 1.44 GB peak); kept per page instead are
/// its anchors and the links that could be broken.
package final class SiteOutput: @unchecked Sendable {
  private let destination: any SiteDestination
  private let lock = NSLock()
  private var sizes: [String: Int] = [:]
  private var pages: [String: LinkChecker.Page] = [:]
  private var sources: [String: (path: String, lines: [String: Int])] = [:]
  private var broken: [BrokenLink] = []
  private var warnings: [Diagnostic] = []

  /// An output that hands its files to `destination`.
  package init(destination: any SiteDestination) {
    self.destination = destination
  }

  /// Adds (or replaces) a file; the path must stay inside the output folder.
  package func add(_ path: String, _ contents: String) {
    add(path, bytes: Array(contents.utf8))
  }

  /// Adds (or replaces) a file given as bytes.
  package func add(_ path: String, bytes: [UInt8]) {
    precondition(SitePath.isContained(path), "site path '\(path)' leaves the output folder")
    let page = path.hasSuffix(".html") ? LinkChecker.Page(LinkChecker.attributes(in: bytes)) : nil
    destination.store(path, bytes)
    lock.withLock {
      sizes[path] = bytes.count
      pages[path] = page
    }
  }

  /// Adds a file made in parts (see `SiteDestination.store(_:parts:)`); not an HTML page.
  package func add(_ path: String, parts produce: ((String) -> Void) -> Void) {
    precondition(SitePath.isContained(path), "site path '\(path)' leaves the output folder")
    precondition(!path.hasSuffix(".html"), "a page is added whole, for the link check")
    var count = 0
    destination.store(path) { emit in
      withoutActuallyEscaping(emit) { emit in
        produce { part in
          count += part.utf8.count
          emit(part)
        }
      }
    }
    lock.withLock {
      sizes[path] = count
      pages[path] = nil
    }
  }

  /// Records where a page's links come from: its source file and the line of each href.
  package func linkSource(of page: String, path: String, lines: [String: Int]) {
    lock.withLock { sources[page] = (path, lines) }
  }

  /// Records links found broken while rendering.
  package func addBroken(_ links: [BrokenLink]) {
    guard !links.isEmpty else { return }
    lock.withLock { broken += links }
  }

  /// Records the content's problems found while rendering (warnings).
  package func addWarnings(_ diagnostics: [Diagnostic]) {
    guard !diagnostics.isEmpty else { return }
    lock.withLock { warnings += diagnostics }
  }

  /// Whether a file is there.
  package func has(_ path: String) -> Bool { lock.withLock { sizes[path] != nil } }

  /// The paths of every file, sorted.
  package var paths: [String] { lock.withLock { sizes.keys.sorted() } }

  /// Checks every internal link of every page, then sums up the build; `files` are the files
  /// when they were kept in memory. Call once every file is added.
  package func finish(warnings: [Diagnostic], files: [(path: String, contents: [UInt8])] = [])
    -> SiteBuild
  {
    lock.withLock {
      let found = LinkChecker(files: Set(sizes.keys), pages: pages, sources: sources).check()
      let links = (broken + found).sorted {
        ($0.source.path, $0.source.startLine, $0.link, $0.page) < (
          $1.source.path, $1.source.startLine, $1.link, $1.page
        )
      }
      return SiteBuild(
        files: files, brokenLinks: links,
        warnings: warnings + Diagnostic.sortedForReport(self.warnings),
        pageCount: pages.count,
        fileCount: sizes.count, totalBytes: sizes.values.reduce(0, +),
        searchIndexBytes: sizes.filter { $0.key.hasPrefix("search/") }.values.reduce(0, +))
    }
  }
}
