/// One skill document: its metadata from front matter (or inferred), and where it is.
public struct Skill: GraphEntity {
  /// The skill's ID: the file or folder name, `suite--child` for suite children, and
  /// `skill/path/in/folder` (without `.md`) for a document of a skill folder.
  public var id: String
  /// The `name` from front matter, or the ID when there is none.
  public var name: String
  /// The title: the first H1, else the name.
  public var title: String
  /// The description from front matter, or the first prose paragraph.
  public var description: String
  /// The skill's type, from front matter, the file name or its structure.
  public var type: SkillType
  /// The version from front matter.
  public var version: String?
  /// The platforms from front matter.
  public var platforms: [String]
  /// The suite this skill belongs to.
  public var suite: String?
  /// How the file sits in its folder.
  public var role: SkillFile.Role
  /// Every front-matter key, including ones Skillgraph does not use.
  public var frontMatter: [String: FrontMatterValue]
  /// The whole file.
  public var source: SourceSpan
  /// The path relative to the content folder.
  public var relativePath: String
  /// For a document of a skill folder (`references/x.md`), the ID of that skill.
  public var parentSkill: String? = nil
  /// The scripts and assets of a skill folder, listed and never run.
  public var bundledFiles: [BundledFile] = []

  /// Always `.skill`.
  public var kind: EntityKind { .skill }
  /// The skill's own ID.
  public var skillID: String { id }

  /// A value with every stored property given.
  package init(
    id: String, name: String, title: String, description: String, type: SkillType,
    version: String? = nil, platforms: [String], suite: String? = nil, role: SkillFile.Role,
    frontMatter: [String: FrontMatterValue], source: SourceSpan, relativePath: String,
    parentSkill: String? = nil, bundledFiles: [BundledFile] = []
  ) {
    self.id = id
    self.name = name
    self.title = title
    self.description = description
    self.type = type
    self.version = version
    self.platforms = platforms
    self.suite = suite
    self.role = role
    self.frontMatter = frontMatter
    self.source = source
    self.relativePath = relativePath
    self.parentSkill = parentSkill
    self.bundledFiles = bundledFiles
  }
}

extension Skill {
  /// What the skill is called in a listing: an agent or a command by its role, any other skill
  /// by its type.
  public var listedType: String {
    switch role {
    case .agent, .command, .guide: role.rawValue
    default: type.rawValue
    }
  }

  /// What the skill's file is, in a heading: an agent, a command, a document of a skill
  /// folder, else a skill.
  public var listedRole: String {
    switch role {
    case .agent, .command, .guide: role.rawValue
    case .skillDocument: "document"
    default: "skill"
    }
  }
}
