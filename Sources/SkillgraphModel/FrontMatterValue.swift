/// A YAML value from front matter, kept whole so that unknown keys are never dropped.
public enum FrontMatterValue: Hashable, Sendable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case list([FrontMatterValue])
  case map([String: FrontMatterValue])
  case null

  /// The value as text, when it is a scalar.
  public var text: String? {
    switch self {
    case .string(let value): value
    case .number(let value):
      value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    case .bool(let value): String(value)
    case .list, .map, .null: nil
    }
  }

  /// The value as a list of texts: a list's scalar items, or a single scalar.
  public var texts: [String] {
    switch self {
    case .list(let items): items.compactMap(\.text)
    default: text.map { [$0] } ?? []
    }
  }
}

extension FrontMatterValue: Codable {
  /// Encodes the value as the matching JSON value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .list(let value): try container.encode(value)
    case .map(let value): try container.encode(value)
    case .null: try container.encodeNil()
    }
  }

  /// Decodes a JSON value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([FrontMatterValue].self) {
      self = .list(value)
    } else {
      self = .map(try container.decode([String: FrontMatterValue].self))
    }
  }
}
