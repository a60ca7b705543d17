/// Choices for an Agent Skills export that the collection does not settle.
public struct AgentSkillsExportOptions: Sendable {
  /// The plugin's name; nil to derive it from the skills' names or the content folder.
  public var pluginName: String?
  /// The plugin's author and the marketplace owner's name; nil for the author the collection's
  /// own plugin manifests name (`AgentSkillsExporter.owner`).
  public var owner: String?
  /// The command that starts the MCP server: `skillgraph-mcp` on `PATH`, or a full path.
  public var mcpCommand: String
  /// Skill sections stay in `SKILL.md` only while it stays within this many lines.
  public var skillFileLineBudget: Int

  /// Creates options; the defaults suit a collection exported for Claude Code.
  public init(
    pluginName: String? = nil, owner: String? = nil, mcpCommand: String = "skillgraph-mcp",
    skillFileLineBudget: Int = 300
  ) {
    self.pluginName = pluginName
    self.owner = owner
    self.mcpCommand = mcpCommand
    self.skillFileLineBudget = skillFileLineBudget
  }
}
