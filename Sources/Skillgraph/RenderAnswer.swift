public import SkillgraphTemplates

/// What `render` answers: the template, the values used and the files (or where they were
/// written).
public struct RenderAnswer: Encodable, Sendable {
  /// The template in brief.
  public struct TemplateSummary: Encodable, Sendable {
    /// The template's ID.
    public var id: String
    /// Its title.
    public var title: String
    /// The pattern or section it implements.
    public var implements: TemplateManifest.Implements

    /// A value with every stored property given.
    package init(id: String, title: String, implements: TemplateManifest.Implements) {
      self.id = id
      self.title = title
      self.implements = implements
    }
  }

  /// The template rendered.
  public var template: TemplateSummary
  /// Every variable's value, given or default.
  public var values: [ResolvedValue]
  /// The rendered files.
  public var files: [RenderedFile]
  /// The paths written, when the files were written into a folder.
  public var written: [String]

  /// The answer for `set` rendered as `rendered`, written to `written`.
  public init(set: TemplateSet, rendered: RenderedSet, written: [String]) {
    template = TemplateSummary(
      id: set.manifest.id, title: set.manifest.title, implements: set.manifest.implements)
    values = rendered.values
    files = rendered.files
    self.written = written
  }
}

/// What `render --list` answers: each template with its variables.
public struct TemplateListing: Encodable, Sendable {
  /// The templates' manifests.
  public var templates: [TemplateManifest]

  /// The listing of `catalog`.
  public init(catalog: TemplateCatalog) {
    templates = catalog.sets.map(\.manifest)
  }
}
