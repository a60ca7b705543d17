/// An exported collection: every file to write, relative to the output folder, and what was
/// exported.
public struct AgentSkillsExport: Sendable {
  /// One file of the export.
  public struct File: Sendable, Hashable {
    /// Its path relative to the output folder, with `/` separators.
    public var path: String
    /// Its bytes.
    public var contents: [UInt8]
  }

  /// The files, in a stable order.
  public var files: [File]
  /// What was exported.
  public var report: AgentSkillsExportReport
}

/// What an export holds: the plugin, the marketplace and each skill.
public struct AgentSkillsExportReport: Encodable, Sendable, Hashable {
  /// One exported skill.
  public struct ExportedSkill: Encodable, Sendable, Hashable {
    /// The skill's ID in the collection.
    public var id: String
    /// Its name and folder in the export (the ID, unless the ID breaks the naming rules); for
    /// an agent or a command, its file's name.
    public var name: String
    /// What it is: a `skill`, or a plugin's `agent` or `command`, copied as written.
    public var kind: String
    /// The file written for it: `skills/NAME/SKILL.md`, `agents/NAME.md` or `commands/NAME.md`.
    public var path: String
    /// The lines of that file.
    public var skillFileLines: Int
    /// Its reference files, relative to its folder.
    public var references: [String]
    /// The template sets in its `assets/templates/`.
    public var templates: [String]
  }

  /// The plugin's name.
  public var plugin: String
  /// The marketplace's name.
  public var marketplace: String
  /// The plugin's version.
  public var version: String
  /// The skills, by ID.
  public var skills: [ExportedSkill]
  /// How many files the export holds.
  public var files: Int
  /// Their total size.
  public var bytes: Int
}
