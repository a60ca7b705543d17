/// One skill document found in a content folder, before it is read.
public struct SkillFile: Hashable, Sendable {
  /// How the file sits in its content folder.
  public enum Role: String, Hashable, Sendable, Codable {
    /// A file in a flat folder of skills.
    case standalone
    /// `name/SKILL.md` in the Agent Skills layout.
    case skillFolder
    /// `suite/SKILL.md` of a suite: the router of its children.
    case suiteRouter
    /// `suite/skills/child.md`.
    case suiteChild
    /// Any other Markdown file inside a skill's folder (`references/x.md`, a sibling file): a
    /// document of that skill, read on demand by agents.
    case skillDocument
    /// A plugin's agent definition (`agents/x.md`): a subagent an agent can hand work to.
    case agent
    /// A plugin's command definition (`commands/x.md`): a slash command.
    case command
    /// A README or a context file (`AGENTS.md`, `CLAUDE.md`) at the top of a content folder or
    /// a plugin: what the collection is and how to work on it, searched but never a skill.
    case guide
  }

  /// The skill's ID: the file or folder name, `suite--child` for suite children,
  /// `skill/references/file` (the path in the skill folder, without `.md`) for documents.
  public var id: String
  /// The path shown to people (the content folder as given, joined with the relative path).
  public var path: String
  /// The path relative to its content folder.
  public var relativePath: String
  /// The suite this file belongs to, for routers and children.
  public var suite: String?
  /// The layout role.
  public var role: Role
  /// The name the Agent Skills rules expect in front matter: the folder or file stem.
  public var expectedName: String
  /// For a skill document, the ID of the skill whose folder holds it.
  public var parentSkill: String? = nil
  /// For a skill folder's `SKILL.md`, the scripts and assets the folder holds.
  public var bundledFiles: [BundledFile] = []

  /// A value with every stored property given.
  package init(
    id: String, path: String, relativePath: String, suite: String? = nil, role: Role,
    expectedName: String, parentSkill: String? = nil, bundledFiles: [BundledFile] = []
  ) {
    self.id = id
    self.path = path
    self.relativePath = relativePath
    self.suite = suite
    self.role = role
    self.expectedName = expectedName
    self.parentSkill = parentSkill
    self.bundledFiles = bundledFiles
  }
}
