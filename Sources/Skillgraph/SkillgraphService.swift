import Foundation
import SkillgraphIngest
public import SkillgraphModel
public import SkillgraphSearch
import SkillgraphSupport
public import SkillgraphTemplates

/// The one API every front end calls: the command line and the MCP server ask it the same
/// questions with the same typed requests and get the same `Encodable` answers, so that an
/// answer reads alike in the terminal, in `--json` and over MCP.
///
/// A service reads one set of content folders, one templates folder and one index. Its calls
/// block (they read files and parse); a server runs them off its message loop. Graphs come from
/// the process-wide ``GraphCache``, so a long-running server parses a collection once and again
/// only when one of its files changes.
public struct SkillgraphService: Sendable {
  /// The version of Skillgraph, shared by `skillgraph` and `skillgraph-mcp`.
  public static let version = "0.1.0"

  /// What a service reads.
  public struct Settings: Sendable, Hashable {
    /// The content folders (or files) as given; empty means the shipped content.
    public var folders: [String]
    /// The templates folder as given; nil means the shipped templates, when they exist.
    public var templates: String?
    /// The index file as given; nil means the one in the user's cache folder.
    public var index: String?

    /// Settings for these folders, templates and index.
    public init(folders: [String] = [], templates: String? = nil, index: String? = nil) {
      // NB: a folder given twice (by the same or another path) is read once: read twice, each
      // of its skills would be a duplicate of itself.
      var seen: Set<String> = []
      self.folders = folders.filter { seen.insert(RealPath.of($0) ?? $0).inserted }
      self.templates = templates
      self.index = index
    }
  }

  /// What the service reads.
  public var settings: Settings
  /// Receives values that should live until the process exits (a graph, the index's
  /// connection), so that a one-shot command does not spend its last milliseconds freeing them;
  /// a server keeps nothing.
  public var keep: @Sendable (any Sendable) -> Void
  /// Receives the notes the service has for a person, never part of an answer (such as the
  /// temporary index a search fell back to, and why).
  public var note: @Sendable (String) -> Void
  /// The search index a long-lived process keeps open between searches; nil (the default) for a
  /// one-shot command, which opens it once.
  public var warmIndex: WarmIndex?
  /// Receives, while the search index is being built or brought up to date, how many of the
  /// files to parse are done and how many there are (a server's progress notifications).
  public var indexProgress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

  /// A service over `settings`; `keep` as above (default: keeps nothing); `note` as above
  /// (default: a line on the standard error).
  public init(
    settings: Settings = Settings(), keep: @escaping @Sendable (any Sendable) -> Void = { _ in },
    note: @escaping @Sendable (String) -> Void = SkillgraphService.writeToStandardError
  ) {
    self.settings = settings
    self.keep = keep
    self.note = note
  }

  /// Writes `line` to the standard error: the default for notes.
  public static func writeToStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// The content folders read: the given ones, or the shipped content.
  public var contentFolders: [String] {
    settings.folders.isEmpty ? [ShippedFolders.content] : settings.folders
  }

  /// The graph of the content, from the process-wide cache while its files are unchanged.
  public func graph() throws(SkillgraphError) -> KnowledgeGraph {
    let folders = contentFolders
    do {
      return try GraphCache.shared.graph(for: folders) { () throws(LoadError) in
        try CorpusLoader(folders: folders).load()
      }
    } catch {
      throw .content(error)
    }
  }

  /// The templates: those of the templates folder given (any failure is an error), else the
  /// shipped ones, or nil when there are none.
  public func templateCatalog() throws(SkillgraphError) -> TemplateCatalog? {
    try TemplateFolder.catalog(settings.templates)
  }

  /// The search index of the content.
  public var searchIndex: SearchIndex {
    var index = SearchIndex(folders: contentFolders, indexPath: settings.index, noting: note)
    index.warm = warmIndex
    index.progress = indexProgress
    return index
  }

  /// Builds or refreshes the search index, and says what it did.
  public func refreshIndex() throws(SkillgraphError) -> IndexStatus {
    do {
      return try searchIndex.refresh()
    } catch {
      throw .index(error)
    }
  }
}
