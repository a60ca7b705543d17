import Skillgraph

/// What `site build` reports: pages, bytes, index size, broken links and time.
struct SiteBuildReport: Encodable {
  var out: String
  var written: Bool
  var pages: Int
  var files: Int
  var bytes: Int
  var searchIndexBytes: Int
  var brokenLinks: [BrokenLink]
  var warnings: Int
  var elapsedMilliseconds: Int

  init(build: SiteBuild, out: String, written: Bool, warnings: Int, elapsedMilliseconds: Int) {
    self.out = out
    self.written = written
    pages = build.pageCount
    files = build.files.count
    bytes = build.totalBytes
    searchIndexBytes = build.searchIndexBytes
    brokenLinks = build.brokenLinks
    self.warnings = warnings
    self.elapsedMilliseconds = elapsedMilliseconds
  }

  /// The report as lines for a person.
  var lines: [String] {
    [
      "\(written ? "wrote" : "did not write") \(out): \(pages) pages, \(files) files, \(Self.size(bytes))",
      "search index: \(Self.size(searchIndexBytes))",
      "broken links: \(brokenLinks.count), warnings: \(warnings)",
      "elapsed: \(elapsedMilliseconds) ms",
    ]
  }

  static func size(_ bytes: Int) -> String {
    bytes >= 1_048_576
      ? "\(Double(bytes * 10 / 1_048_576) / 10) MiB" : "\(Double(bytes * 10 / 1024) / 10) KiB"
  }
}
