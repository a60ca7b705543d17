/// A skill in brief, as every answer names one: its ID and title, with its version or its type
/// as the answer's shape has it.
///
/// One type for the three shapes the answers have always had: a search result's skill
/// (``Shape-swift.enum/versioned``: `version` always present, null when not declared), the skill
/// of an entity read (``Shape-swift.enum/declaredVersion``: `version` only when declared), and a
/// skill listed when a search finds nothing (``Shape-swift.enum/typed``: `type`, no version).
public struct SkillSummary: Encodable, Sendable, Hashable {
  /// Which fields the JSON carries beside `id` and `title`.
  public enum Shape: Sendable, Hashable {
    /// `version`, null when the skill declares none.
    case versioned
    /// `version` when the skill declares one.
    case declaredVersion
    /// `type` (`discipline`, `reference`, `diagnostic`, `router`).
    case typed
  }

  /// The skill's ID.
  public var id: String
  /// Its title.
  public var title: String
  /// Its version, when declared.
  public var version: String?
  /// Its type, in the ``Shape-swift.enum/typed`` shape.
  public var type: String?
  /// The fields its JSON carries.
  public var shape: Shape

  /// A skill with its version: always in the JSON (`versioned`), or only when declared.
  package init(id: String, title: String, version: String? = nil, shape: Shape = .versioned) {
    self.id = id
    self.title = title
    self.version = version
    self.shape = shape
  }

  /// A skill with its type.
  package init(id: String, title: String, type: String) {
    self.id = id
    self.title = title
    self.type = type
    self.shape = .typed
  }

  private enum CodingKeys: String, CodingKey { case id, title, version, type }

  /// `id`, `title`, and the fields of its shape.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    switch shape {
    case .versioned: try container.encode(version, forKey: .version)
    case .declaredVersion: try container.encodeIfPresent(version, forKey: .version)
    case .typed: try container.encodeIfPresent(type, forKey: .type)
    }
  }
}
