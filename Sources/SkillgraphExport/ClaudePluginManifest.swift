/// A Claude Code plugin manifest, `.claude-plugin/plugin.json`: the plugin's name, its skills
/// folder and the MCP server it starts.
package struct ClaudePluginManifest: Codable, Hashable, Sendable {
  /// Who made the plugin.
  package struct Author: Codable, Hashable, Sendable {
    /// The name shown.
    package var name: String
  }

  /// The plugin's name (kebab-case); skills are offered as `name:skill`.
  package var name: String
  /// The plugin's version (semantic versioning).
  package var version: String
  /// What the plugin holds.
  package var description: String
  /// Who made it.
  package var author: Author
  /// Words to find it by.
  package var keywords: [String]
  /// The skills folder, relative to the plugin's root; nil when the plugin has no skills.
  package var skills: String?
  /// The MCP servers the plugin starts, by name.
  package var mcpServers: [String: MCPServerEntry]
}

/// How a client starts an MCP server on stdio: its command, arguments and working folder.
package struct MCPServerEntry: Codable, Hashable, Sendable {
  /// The executable: a name found on `PATH`, or a full path.
  package var command: String
  /// Its arguments; `${CLAUDE_PLUGIN_ROOT}` is the installed plugin's folder for Claude Code.
  package var args: [String]
  /// The folder it runs in, relative to the plugin's folder (Codex); nil for the client's own.
  package var cwd: String?
}

/// A plugin's MCP server file (`.codex.mcp.json` at the root, named by the Codex manifest): the
/// servers by name.
package struct MCPServersFile: Codable, Hashable, Sendable {
  /// The servers, by name.
  package var mcpServers: [String: MCPServerEntry]
}

/// The manifest of a plugin as Codex (`.codex-plugin/plugin.json`) and Cursor
/// (`.cursor-plugin/plugin.json`) read it: its name, version, description, skills folder and,
/// for Codex, the file that declares its MCP server.
package struct SkillsPluginManifest: Codable, Hashable, Sendable {
  /// The plugin's name (kebab-case).
  package var name: String
  /// The plugin's version (semantic versioning).
  package var version: String
  /// What the plugin holds.
  package var description: String
  /// Who made it.
  package var author: ClaudePluginManifest.Author
  /// Words to find it by.
  package var keywords: [String]
  /// The skills folder, relative to the plugin's root; nil when the plugin has no skills.
  package var skills: String?
  /// The file declaring the plugin's MCP servers, relative to its root; nil for none.
  package var mcpServers: String?
}
