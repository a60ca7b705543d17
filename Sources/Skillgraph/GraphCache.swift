import Foundation
public import SkillgraphIngest
public import SkillgraphModel

/// A process-wide cache of loaded graphs, so that a long-running process (the MCP server)
/// parses a corpus once and again only when one of its files changes.
///
/// Entries are keyed by the folders as given and the working directory they are relative to,
/// and each is checked against a fresh ``ContentFingerprint`` on every lookup: a file added,
/// removed or modified since the load makes the next lookup load again. An entry whose files
/// changed within `racyMargin` of its load is not trusted (the file system's clock ticks are
/// coarse) and is loaded again, as Git does with racily clean index entries.
public final class GraphCache: @unchecked Sendable {
  /// The cache the commands share.
  public static let shared = GraphCache()

  /// How recent a change must be for its stamp not to be trusted.
  package let racyMargin: Duration

  /// How many times a graph was loaded rather than taken from the cache.
  public var loads: Int { lock.withLock { loadCount } }

  /// An empty cache; `racyMargin` is by default the index's racy window
  /// (`FileFingerprint.racyWindow`, the coarsest tick of common file systems), so that the
  /// graph and the index distrust the same recent changes.
  public init(racyMargin: Duration? = nil) {
    self.racyMargin = racyMargin ?? .seconds(FileFingerprint.racyWindow)
  }

  private struct Key: Hashable {
    package var folders: [String]
    package var directory: String
  }

  private struct Entry {
    package var fingerprint: ContentFingerprint
    package var graph: KnowledgeGraph
  }

  private let lock = NSLock()
  private var entries: [Key: Entry] = [:]
  private var loadCount = 0

  /// The graph of `folders`, loaded with `load` unless an entry with the same fingerprint is
  /// cached.
  ///
  /// NB: the lock is held while loading, so concurrent requests for a cold corpus parse it once
  /// instead of once each; parsing is serialised process-wide anyway (cmark-gfm's global state).
  public func graph(
    for folders: [String],
    load: () throws(LoadError) -> KnowledgeGraph
  ) throws(LoadError) -> KnowledgeGraph {
    let key = Key(folders: folders, directory: FileManager.default.currentDirectoryPath)
    lock.lock()
    defer { lock.unlock() }
    // NB: the fingerprint is taken before loading: a file changed during the load makes the
    // stored fingerprint stale, so the next lookup loads again instead of keeping old text.
    let fingerprint = ContentFingerprint(folders: folders)
    if let entry = entries[key], entry.fingerprint == fingerprint,
      !entry.fingerprint.isRacy(margin: racyMargin)
    {
      return entry.graph
    }
    let graph = try load()
    loadCount += 1
    entries[key] = Entry(fingerprint: fingerprint, graph: graph)
    return graph
  }
}
