/// What `read` is asked: an entity whole, or named sections of a skill; a large skill comes in
/// outline unless it is asked for whole.
public struct ReadRequest: Sendable, Hashable {
  /// The entity's ID.
  public var id: String
  /// Only these sections of the skill `id` names (by heading title, slug or section ID).
  public var sections: [String]
  /// Above this many tokens, a skill read without `sections` comes as its opening and an
  /// outline of its sections; nil: whole.
  public var outlineAbove: Int?

  /// The size above which a skill comes in outline unless asked for whole, in estimated tokens:
  /// about what a search answer of whole sections costs, so that one read costs no more.
  public static let outlineTokens = 4_000

  /// A request for `id` (only `sections` of it, when given), in outline above
  /// ``outlineTokens`` unless `whole`.
  public init(id: String, sections: [String] = [], whole: Bool = false) {
    self.id = id
    self.sections = sections
    self.outlineAbove = whole ? nil : Self.outlineTokens
  }
}
