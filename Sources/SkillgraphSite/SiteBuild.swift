public import SkillgraphModel

/// A built site: what the link check found, the counts, and, when it was built in memory,
/// every file with its contents.
public struct SiteBuild: Sendable {
  /// Path relative to the output folder → contents, sorted by path; empty when the files were
  /// written as they were made (`SiteGenerator.build(into:progress:)`).
  public var files: [(path: String, contents: [UInt8])]
  /// Internal links and anchors that lead nowhere, with their source locations.
  public var brokenLinks: [BrokenLink]
  /// Problems that are not broken links (unresolved mentions, templates that do not render).
  public var warnings: [Diagnostic]
  /// The number of HTML pages.
  public var pageCount: Int
  /// The number of files.
  public var fileCount: Int
  /// The bytes of every file.
  public var totalBytes: Int
  /// The bytes of the search index (every `search/` file).
  public var searchIndexBytes: Int

  /// A value with every stored property given.
  package init(
    files: [(path: String, contents: [UInt8])], brokenLinks: [BrokenLink], warnings: [Diagnostic],
    pageCount: Int, fileCount: Int, totalBytes: Int, searchIndexBytes: Int
  ) {
    self.files = files
    self.brokenLinks = brokenLinks
    self.warnings = warnings
    self.pageCount = pageCount
    self.fileCount = fileCount
    self.totalBytes = totalBytes
    self.searchIndexBytes = searchIndexBytes
  }
}

/// How to build a site.
public struct SiteOptions: Sendable {
  /// The public address the site will be served from (no trailing slash), for canonical links
  /// and `sitemap.xml`; nil for none.
  public var baseURL: String?
  /// The site's title.
  public var title: String
  /// The checklist items and sections the collection's audit rules check, marked on its pages.
  public var auditChecks: [AuditCheck]

  /// Creates options.
  public init(baseURL: String? = nil, title: String = "Skillgraph", auditChecks: [AuditCheck] = [])
  {
    var base = baseURL
    while base?.hasSuffix("/") == true { base?.removeLast() }
    self.baseURL = base
    self.title = title
    self.auditChecks = auditChecks
  }
}
