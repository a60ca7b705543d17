internal import ArgumentParser
import Skillgraph

/// `skillgraph export agent-skills`: the collection as Agent Skills in a Claude Code plugin.
struct ExportAgentSkillsCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "agent-skills",
    abstract: "Write the collection as Agent Skills, packaged as a Claude Code plugin.",
    discussion: """
      Each skill becomes skills/NAME/SKILL.md (the Agent Skills front matter, its text, a list \
      of its other files) and its code templates assets/templates/ID/; a skill of more than \
      300 lines keeps its preamble and decision trees in SKILL.md and its other top-level \
      sections go to references/*.md. .claude-plugin/plugin.json declares the skills and the \
      skillgraph-mcp server; .claude-plugin/marketplace.json lists the plugin, so that \
      `claude plugin marketplace add DIR` offers it for install. The export is written beside \
      --out and swapped in when complete. An existing --out is replaced only when it is empty \
      or a previous export, or with --force. Exit codes: 0 written, 64 usage error, 74 I/O \
      failure (unreadable content, an --out that may not be replaced or cannot be written).
      """)
  static let jsonName = "export agent-skills"

  @OptionGroup var content: ContentOptions

  @Option(name: .long, help: ArgumentHelp("The folder to write the plugin to.", valueName: "dir"))
  var out: String

  @Option(name: .long, help: ArgumentHelp("The code templates folder.", valueName: "dir"))
  var templates: String?

  @Flag(name: .long, help: "Replace --out even when it holds files that no export wrote.")
  var force = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The plugin's name. Default: the words the skill names share, else the folder's name.",
      valueName: "name"))
  var name: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The plugin's author and the marketplace's owner. Default: the author the collection's "
        + "plugin manifests name, else Skillgraph.",
      valueName: "name"))
  var owner: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "How the plugin starts the MCP server: a command on PATH or a full path.",
      valueName: "command"))
  var mcpCommand = "skillgraph-mcp"

  func validate() throws {
    if out.isEmpty { throw ValidationError("--out must name a folder") }
    if mcpCommand.isEmpty { throw ValidationError("--mcp-command must not be empty") }
  }

  func execute(console: Console) throws(SkillgraphError) -> Int32 {
    let report = try content.service(templates: templates).exportAgentSkills(
      to: out, force: force,
      options: AgentSkillsExportOptions(pluginName: name, owner: owner, mcpCommand: mcpCommand))
    if content.json {
      console.write(JSONEnvelope(command: Self.jsonName, data: report).encoded())
    } else {
      report.lines.forEach { console.write($0) }
    }
    return ExitStatus.success
  }
}
