import MCP

/// One argument of a tool: its name, JSON type, whether it is required and what it means.
///
/// The same description yields the tool's `inputSchema` and checks the arguments of a call, so
/// the schema an agent reads and the check a call meets cannot drift apart.
struct ToolParameter: Sendable {
  /// The JSON type an argument takes.
  enum Kind: Sendable {
    /// A non-empty string.
    case string
    /// An integer no less than the minimum.
    case integer(minimum: Int)
    /// `true` or `false`.
    case boolean
    /// A non-empty array of non-empty strings.
    case strings
    /// An object whose values are all strings (`{"ios": "17"}`).
    case stringMap
    /// One of a fixed set of strings.
    case choice([String])
  }

  /// The argument's name.
  var name: String
  /// Its JSON type.
  var kind: Kind
  /// Whether a call must give it.
  var required = false
  /// What it means, for the agent.
  var description: String

  /// The argument's JSON Schema.
  var schema: Value {
    var schema: [String: Value] = ["description": .string(description)]
    switch kind {
    case .string:
      schema["type"] = "string"
      schema["minLength"] = 1
    case .integer(let minimum):
      schema["type"] = "integer"
      schema["minimum"] = .int(minimum)
    case .boolean:
      schema["type"] = "boolean"
    case .strings:
      schema["type"] = "array"
      schema["items"] = ["type": "string", "minLength": 1]
      schema["minItems"] = 1
    case .stringMap:
      schema["type"] = "object"
      schema["additionalProperties"] = ["type": "string"]
    case .choice(let options):
      schema["type"] = "string"
      schema["enum"] = .array(options.map { .string($0) })
    }
    return .object(schema)
  }

  /// The JSON Schema of an object holding `parameters`, closed to any other key.
  static func objectSchema(_ parameters: [ToolParameter]) -> Value {
    var properties: [String: Value] = [:]
    for parameter in parameters { properties[parameter.name] = parameter.schema }
    return [
      "type": "object",
      "properties": .object(properties),
      "required": .array(parameters.filter(\.required).map { .string($0.name) }),
      "additionalProperties": false,
    ]
  }
}
