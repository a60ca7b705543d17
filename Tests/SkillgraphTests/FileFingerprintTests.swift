import Testing

@testable import Skillgraph

@Suite("File fingerprints")
struct FileFingerprintTests {
  @Test(
    "paths are made absolute with dot, dot-dot and empty components resolved",
    arguments: [
      ("/a/b/c.md", "/x", "/a/b/c.md"),
      ("b/c.md", "/a", "/a/b/c.md"),
      ("./b/../c.md", "/a", "/a/c.md"),
      ("/a//b/./c.md", "/x", "/a/b/c.md"),
      ("/a/b/", "/x", "/a/b"),
      ("../c.md", "/a/b", "/a/c.md"),
      ("/a/..b/.c/...", "/x", "/a/..b/.c/..."),
      ("/", "/x", "/"),
      (".", "/a/b", "/a/b"),
    ])
  func absolutePaths(path: String, directory: String, expected: String) {
    #expect(FileFingerprint.absolute(path, in: directory) == expected)
  }
}
