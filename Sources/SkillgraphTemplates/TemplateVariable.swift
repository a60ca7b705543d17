/// A typed template variable with its default, bounds and help.
public struct TemplateVariable: Codable, Hashable, Sendable {
  /// What values a variable takes.
  public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
    /// A Swift lowerCamelCase identifier.
    case identifier
    /// A Swift UpperCamelCase type name.
    case typeName
    /// A reverse-DNS name such as `com.example.app`.
    case reverseDNS
    /// A reverse-DNS BGTaskScheduler identifier.
    case taskIdentifier
    /// Free text, escaped for the language it lands in.
    case string
    /// A whole number.
    case integer
    /// A duration: `900`, `30s`, `15m`, `2h`, `1d`; renders as seconds.
    case duration
    /// `true` or `false`.
    case boolean
    /// One of `choices`.
    case choice
  }

  /// The name used in templates, `{{name}}`.
  public var name: String
  /// The kind of value.
  public var type: Kind
  /// The default value, possibly a Mustache template over earlier variables.
  public var `default`: String?
  /// What the variable is for.
  public var help: String?
  /// The lower bound, for integers and durations.
  public var min: String?
  /// The upper bound, for integers and durations.
  public var max: String?
  /// The allowed values, for choices.
  public var choices: [String]?
  /// For task identifiers: the variable whose value, plus `.`, must start this one.
  public var prefixedBy: String?

  package enum CodingKeys: String, CodingKey {
    case name, type, `default`, help, min, max, choices, prefixedBy
  }

  /// Decodes a variable; a YAML default that is a number or a boolean is kept as its text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    type = try container.decode(Kind.self, forKey: .type)
    `default` = try Self.text(container, .default)
    help = try container.decodeIfPresent(String.self, forKey: .help)
    min = try Self.text(container, .min)
    max = try Self.text(container, .max)
    choices = try container.decodeIfPresent([String].self, forKey: .choices)
    prefixedBy = try container.decodeIfPresent(String.self, forKey: .prefixedBy)
  }

  private static func text(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys)
    throws -> String?
  {
    if let value = try? container.decodeIfPresent(String.self, forKey: key) { return value }
    if let value = try? container.decodeIfPresent(Int.self, forKey: key) { return String(value) }
    if let value = try? container.decodeIfPresent(Bool.self, forKey: key) { return String(value) }
    return nil
  }
}
