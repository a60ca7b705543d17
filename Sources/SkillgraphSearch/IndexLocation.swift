import Foundation
import GRDB
import SkillgraphIngest
import SkillgraphMarkdown
import SkillgraphModel

/// Where the index of a set of content folders lives.
///
/// By default in the user's cache folder, never inside the content (a user's repository stays
/// clean, and a read-only collection can be searched): `$XDG_CACHE_HOME/skillgraph`, else
/// `~/Library/Caches/skillgraph` on macOS and `~/.cache/skillgraph` elsewhere, as
/// `index-HASH.sqlite`, HASH naming the set of absolute content paths. An index path given
/// explicitly (`--index`) is used as it is.
package struct IndexLocation: Sendable, Hashable {
  /// The index file.
  package var path: String
  /// Whether the path was given explicitly.
  package var isExplicit: Bool

  /// The location for `folders`, or `explicitPath` when given.
  package init(folders: [String], explicitPath: String?) {
    if let explicitPath {
      path = explicitPath
      isExplicit = true
      return
    }
    isExplicit = false
    let absolute = folders.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    path = (Self.cacheFolder as NSString).appendingPathComponent(
      "index-\(Self.setName(absolute)).sqlite")
  }

  /// The folder that holds the indexes.
  package static var cacheFolder: String {
    let environment = ProcessInfo.processInfo.environment
    if let cache = environment["XDG_CACHE_HOME"], !cache.isEmpty {
      return (cache as NSString).appendingPathComponent("skillgraph")
    }
    #if os(macOS)
      let base = "Library/Caches"
    #else
      let base = ".cache"
    #endif
    return (NSHomeDirectory() as NSString).appendingPathComponent(base + "/skillgraph")
  }

  /// Whether a new index may replace the file at `path`: when it is missing or empty, or is an
  /// SQLite database whose header carries Skillgraph's application ID (an index of any version,
  /// damaged or not). Anything else is somebody's own file, which an `--index` given by mistake
  /// must not destroy.
  package static func mayReplace(fileAt path: String) -> Bool {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
      return !FileManager.default.fileExists(atPath: path)
    }
    if (attributes[.size] as? Int ?? 0) == 0 { return true }
    // NB: read through SQLite, never by opening the file directly: closing a descriptor of a
    // file releases every POSIX lock the process holds on it, those of its own SQLite
    // connections to the index included (the MCP server searches from several threads).
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(5)
    guard let queue = try? DatabaseQueue(path: path, configuration: configuration) else {
      return false
    }
    defer { try? queue.close() }
    let identifier = try? queue.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") }
    return identifier == IndexSchema.applicationID
  }

  /// A short stable name for a set of absolute paths.
  private static func setName(_ paths: [String]) -> String {
    String(FileFingerprint.hash(Data(paths.joined(separator: "\n").utf8)).prefix(12))
  }
}
