import Foundation
import Testing

/// `query` and `decide --situation` answer whatever the cache folder is like: a current index in
/// a read-only cache is read as it is, an unwritable cache gives way to a temporary index (said
/// on stderr, never on stdout), and a build that fails takes away what it wrote.
@Suite("The index cache never takes a command down")
struct IndexCacheCommandTests {
  static let skill = """
    # Uploads

    Moving big files while the app is away.

    ## Decision Tree

    ```
    Large upload of a video?
    ├─ Yes → Background URLSession upload task
    └─ No → Foreground data task
    ```

    ## Retries

    Retry a failed upload with exponential backoff.
    """

  /// A plain environment for the binary: no cache variables but those given.
  static func environment(_ variables: [String: String]) -> [String: String] {
    ["PATH": "/usr/bin:/bin", "TMPDIR": NSTemporaryDirectory()].merging(variables) { $1 }
  }

  @Test("with no home folder, query answers on stdout and says why on stderr; --json stays pure")
  func missingHome() async throws {
    let folder = try ContentFolder(["uploads.md": Self.skill])
    defer { folder.remove() }
    let home = folder.path + "/no-such-home"
    let variables = Self.environment(["HOME": home])
    let plain = try await runCommand(
      ["query", "--content", folder.path, "exponential backoff"], variables)
    #expect(plain.status == 0, "\(plain.errors)")
    #expect(plain.output.contains("Retries"))
    #expect(plain.errors.contains("note:") && plain.errors.contains(home))
    #expect(!plain.output.contains("note:"))
    let json = try await runCommand(
      ["query", "--content", folder.path, "--json", "exponential backoff"], variables)
    #expect(json.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    #expect(object?["data"] != nil)
    #expect(json.errors.contains("temporary index"))
    #expect(!FileManager.default.fileExists(atPath: home))
  }

  @Test("with no home folder, decide --situation still chooses the tree")
  func missingHomeDecides() async throws {
    let folder = try ContentFolder(["uploads.md": Self.skill])
    defer { folder.remove() }
    let result = try await runCommand(
      ["decide", "--content", folder.path, "--json", "--situation", "large upload of a video"],
      Self.environment(["HOME": folder.path + "/no-such-home"]))
    #expect(result.status == 0, "\(result.output) \(result.errors)")
    #expect(result.output.contains("uploads/tree-1"))
    #expect(result.errors.contains("note:"))
  }

  @Test(
    "a current index in a read-only cache is read as it is; a stale one gives way to a temporary one",
    .enabled(if: OtherUser.available))
  func readOnlyCache() async throws {
    let folder = try ContentFolder(["uploads.md": Self.skill])
    defer { folder.remove() }
    let cache = folder.path + "/cache"
    let variables = Self.environment(["HOME": folder.path, "XDG_CACHE_HOME": cache])
    // NB: a file written in the last two seconds is looked at again by the next search.
    let past = Date(timeIntervalSinceNow: -10)
    for path in [folder.path + "/uploads.md", folder.path] {
      try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
    }
    let built = try await runCommand(["index", "--content", folder.path], variables)
    #expect(built.status == 0, "\(built.errors)")
    let before = try FileManager.default.contentsOfDirectory(atPath: cache + "/skillgraph")
    try OtherUser.makeReadOnly(cache)
    defer { try? OtherUser.makeWritable(cache) }
    let fresh = try await runCommand(
      ["query", "--content", folder.path, "exponential backoff"], variables, as: OtherUser.prefix)
    #expect(fresh.status == 0, "\(fresh.errors)")
    #expect(fresh.output.contains("Retries"))
    #expect(!fresh.errors.contains("note:"), "a current index is read without a note")
    try Data((Self.skill + "\n## Quotas\n\nCellular uploads wait for Wi-Fi.\n").utf8)
      .write(to: URL(fileURLWithPath: folder.path + "/uploads.md"))
    let stale = try await runCommand(
      ["query", "--content", folder.path, "cellular quotas"], variables, as: OtherUser.prefix)
    #expect(stale.status == 0, "\(stale.errors)")
    #expect(stale.output.contains("Quotas"))
    #expect(stale.errors.contains("note:") && stale.errors.contains("temporary index"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache + "/skillgraph") == before)
  }

  @Test("a build that runs out of space leaves nothing behind, and other indexes still answer")
  func fullDiskLeavesNothing() async throws {
    let small = try ContentFolder(["uploads.md": Self.skill])
    defer { small.remove() }
    let words = (0..<60_000).map { "word\($0 * 7919 % 100_003)" }.joined(separator: " ")
    let large = try ContentFolder(["big.md": "# Big\n\n## Words\n\n\(words)\n"])
    defer { large.remove() }
    let cache = small.path + "/cache"
    let variables = Self.environment(["HOME": small.path, "XDG_CACHE_HOME": cache])
    let limited = FileSizeLimit.prefix(kilobytes: 1024)
    let first = try await runCommand(["index", "--content", small.path], variables, as: limited)
    #expect(first.status == 0, "\(first.errors)")
    let before = try FileManager.default.contentsOfDirectory(atPath: cache + "/skillgraph")
    let failed = try await runCommand(["index", "--content", large.path], variables, as: limited)
    #expect(failed.status != 0)
    #expect(failed.errors.contains("search index"), "\(failed.errors)")
    let after = try FileManager.default.contentsOfDirectory(atPath: cache + "/skillgraph")
    #expect(after.sorted() == before.sorted(), "left behind: \(Set(after).subtracting(before))")
    let other = try await runCommand(
      ["query", "--content", small.path, "exponential backoff"], variables, as: limited)
    #expect(other.status == 0, "\(other.errors)")
    #expect(other.output.contains("Retries"))
  }
}
