/// A template set's manifest, `Templates/<id>/template.yml`: what it implements, its typed
/// variables and the files it renders.
public struct TemplateManifest: Codable, Hashable, Sendable {
  /// The entity a template implements: a pattern (by number) or a section (by anchor).
  public struct Implements: Codable, Hashable, Sendable {
    /// The skill's ID.
    public var skill: String
    /// "Pattern N" of that skill.
    public var pattern: Int?
    /// A section anchor of that skill.
    public var section: String?

    /// A value with every stored property given.
    package init(skill: String, pattern: Int? = nil, section: String? = nil) {
      self.skill = skill
      self.pattern = pattern
      self.section = section
    }
  }

  /// One output file.
  public struct File: Codable, Hashable, Sendable {
    /// The Mustache file in the template's folder.
    public var template: String
    /// The output path, itself a Mustache template over the variables.
    public var output: String
    /// The language values are escaped for.
    public var language: Language

    /// A value with every stored property given.
    package init(template: String, output: String, language: Language) {
      self.template = template
      self.output = output
      self.language = language
    }
  }

  /// The languages a rendered file can be in.
  public enum Language: String, Codable, Hashable, Sendable {
    case swift
    case plist
    case text
  }

  /// The set's ID, equal to its folder name.
  public var id: String
  /// A short title.
  public var title: String
  /// One line on what the generated code does.
  public var summary: String
  /// The pattern or section it implements.
  public var implements: Implements
  /// The variables, in the order they are asked and derived.
  public var variables: [TemplateVariable]
  /// The files it renders.
  public var files: [File]

  /// A value with every stored property given.
  package init(
    id: String, title: String, summary: String, implements: Implements,
    variables: [TemplateVariable], files: [File]
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.implements = implements
    self.variables = variables
    self.files = files
  }
}
