public import SkillgraphTemplates

/// The template a recommendation names, with what rendering it takes: every variable with its
/// type, default, bounds, choices and help, so that the next call can render it.
public struct OutcomeTemplate: Encodable, Sendable {
  /// The template's ID, for `render`.
  public var id: String
  /// What it is.
  public var title: String
  /// Its variables, in the manifest's order.
  public var variables: [TemplateVariable]

  /// The template of `set`.
  public init(_ set: TemplateSet) {
    id = set.manifest.id
    title = set.manifest.title
    variables = set.manifest.variables
  }
}
