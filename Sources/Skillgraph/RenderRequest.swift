/// What `render` is asked: a template, its variables, and where to write the files.
public struct RenderRequest: Sendable, Hashable {
  /// The template's ID.
  public var template: String
  /// Variable name to value; the others take their defaults.
  public var variables: [String: String]
  /// The folder to write the files into; nil answers them without writing.
  public var output: String?
  /// Whether files that exist in `output` are replaced.
  public var replacesFiles: Bool

  /// A request for `template` with `variables`, written into `output` when given.
  public init(
    template: String, variables: [String: String] = [:], output: String? = nil,
    replacesFiles: Bool = false
  ) {
    self.template = template
    self.variables = variables
    self.output = output
    self.replacesFiles = replacesFiles
  }
}
