import Foundation

/// Where the index of a set of content folders lives.
///
/// By default, `.skillgraph/index.sqlite` inside the content folder (one folder), or
/// `.skillgraph/index-HASH.sqlite` inside the first folder (several folders, HASH naming the
/// set); for a single file given as content, `.skillgraph/NAME.sqlite` beside it. When that
/// place cannot be written, the index goes to the user's cache folder
/// (`$XDG_CACHE_HOME/skillgraph` or `~/.cache/skillgraph`) instead. An index path given
/// explicitly (`--index`) is used as it is, and a failure to write it is an error.
struct IndexLocation: Sendable, Hashable {
  /// The index file.
  var path: String
  /// Whether the path was given explicitly (no fallback).
  var isExplicit: Bool

  /// The location for `folders`, or `explicitPath` when given.
  init(folders: [String], explicitPath: String?) {
    if let explicitPath {
      path = explicitPath
      isExplicit = true
      return
    }
    isExplicit = false
    let absolute = folders.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    let first = absolute.first ?? FileManager.default.currentDirectoryPath
    var isDirectory: ObjCBool = false
    let isFolder =
      FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory)
      && isDirectory.boolValue
    let base = isFolder ? first : (first as NSString).deletingLastPathComponent
    let name: String
    if absolute.count > 1 {
      name = "index-\(Self.setName(absolute)).sqlite"
    } else if isFolder {
      name = "index.sqlite"
    } else {
      name = (first as NSString).lastPathComponent + ".sqlite"
    }
    path = (base as NSString).appendingPathComponent(".skillgraph/\(name)")
  }

  /// The fallback in the user's cache folder, named after the content set.
  func cacheFallback(folders: [String]) -> String {
    let environment = ProcessInfo.processInfo.environment
    let cache =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (NSHomeDirectory() as NSString).appendingPathComponent(".cache")
    let absolute = folders.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    return (cache as NSString).appendingPathComponent(
      "skillgraph/index-\(Self.setName(absolute)).sqlite")
  }

  /// Whether a new index may replace the file at `path`: when it is missing or empty, or is an
  /// SQLite database whose header carries Skillgraph's application ID (an index of any version,
  /// damaged or not). Anything else is somebody's own file, which an `--index` given by mistake
  /// must not destroy.
  static func mayReplace(fileAt path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return !FileManager.default.fileExists(atPath: path)
    }
    defer { try? handle.close() }
    let header = [UInt8]((try? handle.read(upToCount: 72)) ?? Data())
    if header.isEmpty { return true }
    guard header.count == 72, header.starts(with: Array("SQLite format 3\u{0}".utf8)) else {
      return false
    }
    let identifier = header[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    return identifier == UInt32(bitPattern: IndexSchema.applicationID)
  }

  /// A short stable name for a set of absolute paths.
  private static func setName(_ paths: [String]) -> String {
    String(FileFingerprint.hash(Data(paths.joined(separator: "\n").utf8)).prefix(12))
  }
}
