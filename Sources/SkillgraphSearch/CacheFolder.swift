import Foundation
import SkillgraphSupport

/// The folder in the user's cache that holds the indexes, and the folder that must exist
/// already for it to be made.
///
/// `$XDG_CACHE_HOME/skillgraph` when that variable names an absolute path; else
/// `$HOME/.cache/skillgraph` (`~/Library/Caches/skillgraph` on macOS). The missing folders below
/// the home folder (or below `$XDG_CACHE_HOME`'s parent) are made when an index is written; the
/// home folder itself never is.
package struct CacheFolder: Sendable, Hashable {
  /// The folder of the indexes.
  package var path: String
  /// The folder that must exist for `path` to be made: the home folder, or the parent of
  /// `$XDG_CACHE_HOME`.
  package var base: String

  /// The cache folder that `environment` names.
  package init(environment: [String: String]) {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      path = (cache as NSString).appendingPathComponent("skillgraph")
      base = (cache as NSString).deletingLastPathComponent
      return
    }
    #if os(macOS)
      let home = NSHomeDirectory()
      let below = "Library/Caches/skillgraph"
    #else
      // NB: Foundation's home folder on Linux is the password database's, whatever `$HOME`
      // says; a user (or a test, a container) that sets `$HOME` means it.
      let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
      let below = ".cache/skillgraph"
    #endif
    path = (home as NSString).appendingPathComponent(below)
    base = home
  }

  /// Makes the folder (and the missing ones between it and `base`), or says why it cannot.
  package func create() throws(IndexError) {
    if FileStatus(following: path)?.kind == .folder { return }
    guard FileStatus(following: base)?.kind == .folder else {
      throw .missingFolder(base)
    }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw .cacheFolderNotMade(path, reason: Self.reason(error))
    }
  }

  /// The system's words for a failure to create a folder.
  private static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
  }
}
