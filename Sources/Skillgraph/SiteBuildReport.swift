public import SkillgraphSite
import SkillgraphSupport

/// What `site build` reports: pages, bytes, index size, broken links and time.
public struct SiteBuildReport: Encodable, Sendable {
  /// The folder the site was written to.
  public var out: String
  /// Whether it was written.
  public var written: Bool
  /// How many pages.
  public var pages: Int
  /// How many files.
  public var files: Int
  /// Their total size.
  public var bytes: Int
  /// The size of the search index.
  public var searchIndexBytes: Int
  /// Internal links that lead nowhere.
  public var brokenLinks: [BrokenLink]
  /// How many warnings.
  public var warnings: Int
  /// How many errors the content has (`check` lists them).
  public var errors = 0
  /// How many files and folders were not read (`check --notes` says why).
  public var notRead = 0
  /// How many files were dropped for a skill ID already used (errors among them).
  public var dropped = 0
  /// How long the build took.
  public var elapsedMilliseconds: Int

  /// The report of `build`.
  public init(build: SiteBuild, out: String, written: Bool, warnings: Int, elapsedMilliseconds: Int)
  {
    self.out = out
    self.written = written
    pages = build.pageCount
    files = build.fileCount
    bytes = build.totalBytes
    searchIndexBytes = build.searchIndexBytes
    brokenLinks = build.brokenLinks
    self.warnings = warnings
    self.elapsedMilliseconds = elapsedMilliseconds
  }

  /// The report as lines for a person.
  public var lines: [String] {
    [
      "\(written ? "wrote" : "did not write") \(out): \(pages) pages, \(files) files, \(Self.size(bytes))",
      "search index: \(Self.size(searchIndexBytes))",
      "broken links: \(brokenLinks.count), warnings: \(warnings)",
      "content: " + counted(errors, "error") + ", " + counted(warnings, "warning") + ", "
        + counted(dropped, "file") + " dropped (duplicate skill IDs)"
        + (errors + warnings + dropped > 0 ? " (skillgraph check lists them)" : "") + ", "
        + "\(notRead) files and folders not read"
        + (notRead > 0 ? " (skillgraph check --notes lists them)" : ""),
      "elapsed: \(elapsedMilliseconds) ms",
    ]
  }

  package static func size(_ bytes: Int) -> String {
    bytes >= 1_048_576
      ? "\(Double(bytes * 10 / 1_048_576) / 10) MiB" : "\(Double(bytes * 10 / 1024) / 10) KiB"
  }
}
