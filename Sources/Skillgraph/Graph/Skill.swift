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
}
