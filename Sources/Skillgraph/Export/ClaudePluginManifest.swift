/// A Claude Code plugin manifest, `.claude-plugin/plugin.json`: the plugin's name, its skills
/// folder and the MCP server it starts.
struct ClaudePluginManifest: Codable, Hashable, Sendable {
  /// Who made the plugin.
  struct Author: Codable, Hashable, Sendable {
    /// The name shown.
    var name: String
  }

  /// The plugin's name (kebab-case); skills are offered as `name:skill`.
  var name: String
  /// The plugin's version (semantic versioning).
  var version: String
  /// What the plugin holds.
  var description: String
  /// Who made it.
  var author: Author
  /// Words to find it by.
  var keywords: [String]
  /// The skills folder, relative to the plugin's root.
  var skills: String
  /// The MCP servers the plugin starts, by name.
  var mcpServers: [String: MCPServerEntry]
}

/// How a client starts an MCP server on stdio: its command and arguments.
struct MCPServerEntry: Codable, Hashable, Sendable {
  /// The executable: a name found on `PATH`, or a full path.
  var command: String
  /// Its arguments; `${CLAUDE_PLUGIN_ROOT}` is the installed plugin's folder.
  var args: [String]
}
