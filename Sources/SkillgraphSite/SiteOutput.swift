import SkillgraphDecisions
import SkillgraphIngest
import SkillgraphMarkdown
package import SkillgraphModel
import SkillgraphTemplates

/// The files of a site being built, by path.
package struct SiteOutput {
  package private(set) var files: [String: [UInt8]] = [:]
  package var brokenLinks: [BrokenLink] = []

  /// Adds (or replaces) a file; the path must stay inside the output folder.
  package mutating func add(_ path: String, _ contents: String) {
    precondition(SitePath.isContained(path), "site path '\(path)' leaves the output folder")
    files[path] = Array(contents.utf8)
  }

  /// Whether a file is there.
  package func has(_ path: String) -> Bool { files[path] != nil }

  /// The finished build, files sorted by path, broken links by location.
  package func build(warnings: [Diagnostic]) -> SiteBuild {
    let sorted = files.keys.sorted().map { (path: $0, contents: files[$0]!) }
    let pages = sorted.filter { $0.path.hasSuffix(".html") }.count
    let index = sorted.filter { $0.path.hasPrefix("search/") }.reduce(0) { $0 + $1.contents.count }
    let broken = brokenLinks.sorted {
      ($0.source.path, $0.source.startLine, $0.link, $0.page) < (
        $1.source.path, $1.source.startLine, $1.link, $1.page
      )
    }
    return SiteBuild(
      files: sorted, brokenLinks: broken, warnings: warnings, pageCount: pages,
      searchIndexBytes: index)
  }

  /// A value with every stored property given.
  package init(files: [String: [UInt8]] = [:], brokenLinks: [BrokenLink] = []) {
    self.files = files
    self.brokenLinks = brokenLinks
  }
}
