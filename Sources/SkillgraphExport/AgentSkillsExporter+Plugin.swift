import Foundation
import SkillgraphIngest
import SkillgraphModel
import SkillgraphSupport
import SkillgraphTemplates

extension AgentSkillsExporter {
  /// The plugin's files: its manifest, a marketplace listing it, and a README.
  package struct PluginFiles {
    /// The plugin's name.
    package var name: String
    /// The marketplace's name.
    package var marketplace: String
    /// The plugin's version.
    package var version: String
    /// The files.
    package var files: [AgentSkillsExport.File]
  }

  /// The marker file that identifies a folder as an export this tool may replace.
  public static let marker = ".skillgraph-export"

  /// The plugin manifests (Claude Code, Codex, Cursor), the marketplace, `AGENTS.md`, the
  /// README and the marker, for the skills of `layouts`; with `hasComponents` (agents or
  /// commands in the export), the MCP server reads the whole plugin, not only its skills.
  package func pluginFiles(layouts: [SkillLayout], hasComponents: Bool = false) -> PluginFiles {
    let name = pluginName(layouts: layouts)
    let owner = self.owner
    let versions = Set(layouts.compactMap(\.skill.version))
    let version = versions.count == 1 ? versions.first ?? "1.0.0" : "1.0.0"
    let titles = layouts.map(\.skill.title)
    let description = SkillDescription.cut(
      "Agent Skills: " + titles.joined(separator: "; ")
        + ". With the skillgraph MCP server for search, decisions and code templates.")
    let templateOwners = layouts.filter { !templateSets(of: $0.skill).isEmpty }
    let templates = templateOwners.count == 1 ? templateOwners[0].name : nil
    let plugin = ClaudePluginManifest(
      name: name, version: version, description: description,
      author: .init(name: owner), keywords: ["agent-skills", "skillgraph"],
      skills: layouts.isEmpty ? nil : "./skills/",
      mcpServers: [
        "skillgraph": MCPServerEntry(
          command: options.mcpCommand,
          args: Self.serverArguments(
            root: "${CLAUDE_PLUGIN_ROOT}", templatesOf: templates, wholePlugin: hasComponents))
      ])
    let marketplaceName = Self.marketplaceName(for: name)
    let marketplace = ClaudeMarketplaceManifest(
      name: marketplaceName, owner: .init(name: owner),
      plugins: [.init(name: name, source: "./", description: description, version: version)])
    let readme = Self.readme(
      plugin: name, marketplace: marketplaceName, skills: layouts.map(\.name))
    // NB: Codex and Cursor read the same `skills/` folder from their own manifests. Codex starts
    // the MCP server of the file its manifest names in the `cwd` given there, relative to the
    // plugin's folder, so the arguments name the skills from it; not `.mcp.json`, which Claude
    // Code would read too, beside the server its own manifest declares. Cursor's plugin
    // reference has no way to name the plugin's folder in a server's arguments: its manifest
    // declares none.
    let cursor = SkillsPluginManifest(
      name: name, version: version, description: description,
      author: .init(name: owner), keywords: ["agent-skills", "skillgraph"],
      skills: layouts.isEmpty ? nil : "./skills/")
    var codex = cursor
    codex.mcpServers = "./.codex.mcp.json"
    let codexServers = MCPServersFile(mcpServers: [
      "skillgraph": MCPServerEntry(
        command: options.mcpCommand,
        args: Self.serverArguments(root: ".", templatesOf: templates, wholePlugin: hasComponents),
        cwd: ".")
    ])
    let index = AgentsIndex(skills: layouts.map { ($0.name, $0.skill) }, plugin: name)
    let files: [AgentSkillsExport.File] = [
      .init(path: ".claude-plugin/plugin.json", contents: Self.json(plugin)),
      .init(path: ".claude-plugin/marketplace.json", contents: Self.json(marketplace)),
      .init(path: ".codex-plugin/plugin.json", contents: Self.json(codex)),
      .init(path: ".codex.mcp.json", contents: Self.json(codexServers)),
      .init(path: ".cursor-plugin/plugin.json", contents: Self.json(cursor)),
      .init(path: "AGENTS.md", contents: Array(index.markdown.utf8)),
      .init(path: "README.md", contents: Array(readme.utf8)),
      .init(
        path: Self.marker,
        contents: Array("Written by skillgraph export agent-skills.\n".utf8)),
    ]
    return PluginFiles(name: name, marketplace: marketplaceName, version: version, files: files)
  }

  /// The plugin's author: the option, else the one author the collection's plugin manifests
  /// name (as `PluginManifest` reads them), else Skillgraph: a collection made by others keeps
  /// its authors' name.
  package var owner: String {
    if let chosen = options.owner { return chosen }
    let roots = graph.layouts.filter { $0.kind == .plugin || $0.kind == .marketplace }.map(\.folder)
    let authors = Set(
      roots.flatMap { PluginManifest().declared(root: $0).plugins.flatMap(\.authors) })
    return authors.count == 1 ? authors.first ?? Self.defaultOwner : Self.defaultOwner
  }

  /// The author of a plugin whose collection names none.
  static let defaultOwner = "Skillgraph"

  /// The MCP server's arguments: the plugin's skills under `root` (the whole plugin with
  /// `wholePlugin`, so that its agents and commands are searched too), and the templates of the
  /// one skill that carries them, `templatesOf`.
  static func serverArguments(root: String, templatesOf owner: String?, wholePlugin: Bool = false)
    -> [String]
  {
    var arguments = ["--content", wholePlugin ? root : "\(root)/skills"]
    if let owner { arguments += ["--templates", "\(root)/skills/\(owner)/assets/templates"] }
    return arguments
  }

  /// Marketplace names Claude Code keeps for Anthropic's own marketplaces.
  package static let reservedMarketplaceNames: Set<String> = [
    "claude-code-marketplace", "claude-code-plugins", "claude-plugins-official",
    "anthropic-marketplace", "anthropic-plugins", "agent-skills", "knowledge-work-plugins",
    "life-sciences",
  ]

  /// `plugin-marketplace`, or `plugin-skills-marketplace` when that name is reserved.
  package static func marketplaceName(for plugin: String) -> String {
    let name = plugin + "-marketplace"
    return reservedMarketplaceNames.contains(name) ? plugin + "-skills-marketplace" : name
  }

  /// The plugin's name: the option, else the words every skill name starts with, else the
  /// content folder's name.
  package func pluginName(layouts: [SkillLayout]) -> String {
    if let chosen = options.pluginName { return AgentSkillName.make(chosen, fallback: "skills") }
    let words = layouts.map { $0.name.split(separator: "-") }
    var common = words.first ?? []
    for name in words.dropFirst() {
      common = Array(zip(common, name).prefix { $0 == $1 }.map(\.0))
    }
    if !common.isEmpty { return AgentSkillName.make(common.joined(separator: "-")) }
    let folder = folders.count == 1 ? (folders[0] as NSString).lastPathComponent : "skills"
    return AgentSkillName.make(folder, fallback: "skills")
  }

  /// `value` as pretty JSON with sorted keys and a final newline.
  package static func json(_ value: some Encodable) -> [UInt8] {
    let encoder = JSONFormat.encoder(pretty: true)
    // NB: the manifests hold only strings, arrays and dictionaries of strings; encoding them
    // cannot fail.
    guard let data = try? encoder.encode(value) else { preconditionFailure("unencodable") }
    return Array(data) + [UInt8(ascii: "\n")]
  }

  /// The plugin's README: what it holds and how to install it.
  package static func readme(plugin: String, marketplace: String, skills: [String]) -> String {
    """
    # \(plugin)

    Agent Skills exported by `skillgraph export agent-skills`, packaged as a Claude Code plugin
    with the `skillgraph-mcp` server.

    Skills: \(skills.map { "`\($0)`" }.joined(separator: ", ")).

    Claude Code:

    ```sh
    claude plugin marketplace add /path/to/this/folder
    claude plugin install \(plugin)@\(marketplace)
    ```

    Other agents that read Agent Skills: copy the folders in `skills/` into the agent's skills
    folder. The MCP server needs `skillgraph-mcp` on `PATH` (`make install` in Skillgraph).

    """
  }
}
