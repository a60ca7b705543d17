/// How one content folder was read: the layout detected, as the agent that owns it reads it.
public struct FolderLayout: Hashable, Sendable, Codable {
  /// The layouts a folder is read as.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// One Markdown file given on its own.
    case file
    /// A folder with a `SKILL.md` (the Agent Skills layout).
    case skillFolder = "skill-folder"
    /// A plugin (Claude Code, Codex, Cursor and others), with or without a manifest.
    case plugin
    /// A marketplace that lists plugins.
    case marketplace
    /// A folder of Markdown files, skill folders, suites and subfolders.
    case collection
  }

  /// The folder as given.
  public var folder: String
  /// The layout detected.
  public var kind: Kind
  /// What the layout was recognised by, in words (the manifests read, or the folders found).
  public var detail: String

  /// A value with every stored property given.
  package init(folder: String, kind: Kind, detail: String) {
    self.folder = folder
    self.kind = kind
    self.detail = detail
  }

  /// The layout in words: `plugin (.claude-plugin/plugin.json)`.
  public var summary: String {
    let name =
      switch kind {
      case .file: "single file"
      case .skillFolder: "Agent Skills folder"
      case .plugin: "plugin"
      case .marketplace: "marketplace"
      case .collection: "collection of skills"
      }
    return detail.isEmpty ? name : "\(name) (\(detail))"
  }
}
