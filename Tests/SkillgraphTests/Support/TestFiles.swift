import Foundation
import Skillgraph
import SkillgraphTestSupport
import Testing

/// A folder under the temporary directory, unique to one test, removed by `remove()`.
struct TemporaryFolder {
  /// The folder's path.
  let path: String

  /// Creates an empty folder with a UUID name.
  init() throws {
    let url = TestRunFolder.url
      .appendingPathComponent("skillgraph-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  /// Creates a folder holding a copy of the shipped `Content/` Markdown files and vocabulary
  /// (tests that change them never touch the repository's copy).
  static func holdingShippedContent() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for name in try FileManager.default.contentsOfDirectory(atPath: ShippedContentTests.folder)
    where name.hasSuffix(".md") || name == "vocabulary.yml" {
      try folder.write(
        name, try String(contentsOfFile: ShippedContentTests.folder + "/" + name, encoding: .utf8))
    }
    return folder
  }

  /// Writes `text` to `relativePath`, creating folders on the way; returns the full path.
  @discardableResult
  func write(_ relativePath: String, _ text: String) throws -> String {
    try write(relativePath, data: Data(text.utf8))
  }

  /// Writes raw bytes to `relativePath`; returns the full path.
  @discardableResult
  func write(_ relativePath: String, data: Data) throws -> String {
    let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
    return url.path
  }

  /// The full path of `relativePath`.
  func file(_ relativePath: String) -> String { path + "/" + relativePath }

  /// Moves the modification time of each of `relativePaths` back by `seconds`, as if it had been
  /// edited that long ago: the index re-reads a file written within the last two seconds at its
  /// next check (`FileFingerprint.stored(statAfter:)`), so a fresh index needs older files.
  func backdate(_ relativePaths: String..., by seconds: Double = 10) throws {
    for relativePath in relativePaths {
      let path = file(relativePath)
      let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate]
      let date = try #require(modified as? Date, "the modification time of \(path)")
      try FileManager.default.setAttributes(
        [.modificationDate: date.addingTimeInterval(-seconds)], ofItemAtPath: path)
    }
  }

  /// Deletes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// Access to the fixtures copied into the test bundle, and to their source copies for recording.
enum Fixtures {
  /// The `Fixtures` folder inside the test bundle.
  static var folder: URL {
    get throws {
      try #require(
        Bundle.module.url(forResource: "Fixtures", withExtension: nil),
        "the test bundle has no Fixtures folder")
    }
  }

  /// The path of a fixture file in the bundle.
  static func path(_ name: String) throws -> String {
    let url = try folder.appendingPathComponent(name)
    #expect(FileManager.default.fileExists(atPath: url.path), "missing fixture \(name)")
    return url.path
  }

  /// The Fixtures folder in the source tree, where record mode writes.
  static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// Whether `SKILLGRAPH_RECORD=1` asks to rewrite golden files instead of comparing.
  static var isRecording: Bool { ProcessInfo.processInfo.environment["SKILLGRAPH_RECORD"] == "1" }

  /// Compares `actual` with the golden file `name` (under Fixtures/golden), or records it; a
  /// recording run fails, so that record mode left on never passes as a comparison.
  static func assertGolden(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let relative = "golden/\(name)"
    if isRecording {
      let url = sourceFolder.appendingPathComponent(relative)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      Issue.record(
        Comment(rawValue: "recorded \(relative); run again without SKILLGRAPH_RECORD to compare"),
        sourceLocation: sourceLocation)
      return
    }
    let expected = try String(contentsOfFile: try path(relative), encoding: .utf8)
    if expected != actual {
      Issue.record(
        Comment(
          rawValue: "\(relative) differs (SKILLGRAPH_RECORD=1 rewrites it):\n"
            + firstDifference(expected, actual)),
        sourceLocation: sourceLocation)
    }
  }

  /// The first line where two texts differ, for a readable failure.
  static func firstDifference(_ expected: String, _ actual: String) -> String {
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      let a = index < left.count ? String(left[index]) : "<end>"
      let b = index < right.count ? String(right[index]) : "<end>"
      if a != b { return "line \(index + 1):\n  expected: \(a)\n  actual:   \(b)" }
    }
    return "(texts differ only in line endings)"
  }
}

/// Loads small inline corpora through the real loader.
enum InlineCorpus {
  /// Writes `files` (relative path → text) to a fresh folder, loads it, and removes the folder.
  static func load(_ files: KeyValuePairs<String, String>) throws -> KnowledgeGraph {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (path, text) in files { try folder.write(path, text) }
    return try CorpusLoader(folders: [folder.path]).load()
  }

  /// Loads one standalone skill file named `name.md`.
  static func skill(_ text: String, named name: String = "sample-skill") throws -> KnowledgeGraph {
    try load([name + ".md": text])
  }
}

/// A file's modification time exactly as `stat` gives it, to put back to the nanosecond (as a
/// second write in the same clock tick leaves it).
struct FileModificationTime: Equatable {
  var seconds: Int
  var nanoseconds: Int

  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      (seconds, nanoseconds) = (info.st_mtimespec.tv_sec, info.st_mtimespec.tv_nsec)
    #else
      (seconds, nanoseconds) = (info.st_mtim.tv_sec, info.st_mtim.tv_nsec)
    #endif
  }

  /// Sets the access and modification times of `path` to this time.
  func apply(to path: String) throws {
    let time = timespec(tv_sec: seconds, tv_nsec: nanoseconds)
    let times = [time, time]
    guard utimensat(AT_FDCWD, path, times, 0) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
  }
}
