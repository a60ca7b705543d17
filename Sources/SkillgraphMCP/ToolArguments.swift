import MCP

/// The arguments of one tool call, checked against the tool's parameters.
///
/// A call that breaks the tool's `inputSchema` (an unknown or missing argument, a value of the
/// wrong type) throws a ``Problem``, which the server answers with a tool error (`isError`) that
/// the model can read and correct, as MCP asks of input validation.
struct ToolArguments: Sendable {
  /// What is wrong with a call's arguments, in words that name the argument.
  struct Problem: Error, Sendable {
    var message: String
  }

  private let values: [String: Value]

  /// Checks `arguments` against `parameters`.
  init(_ arguments: [String: Value]?, tool: String, parameters: [ToolParameter]) throws(Problem) {
    let arguments = arguments ?? [:]
    let known = Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0) })
    for name in arguments.keys.sorted() where known[name] == nil {
      let names = parameters.map(\.name).joined(separator: ", ")
      throw Problem(message: "\(tool): unknown argument '\(name)'; arguments: \(names)")
    }
    for parameter in parameters {
      guard let value = arguments[parameter.name], !value.isNull else {
        if parameter.required {
          throw Problem(message: "\(tool): missing required argument '\(parameter.name)'")
        }
        continue
      }
      guard Self.value(value, fits: parameter.kind) else {
        throw Problem(
          message: "\(tool): argument '\(parameter.name)' must be \(Self.expected(parameter.kind))")
      }
    }
    values = arguments
  }

  /// A string argument.
  func string(_ name: String) -> String? { values[name]?.stringValue }

  /// An integer argument.
  func integer(_ name: String) -> Int? {
    switch values[name] {
    case .int(let value): value
    case .double(let value): Int(exactly: value)
    default: nil
    }
  }

  /// A boolean argument; false when absent.
  func flag(_ name: String) -> Bool { values[name]?.boolValue ?? false }

  /// A string array argument; empty when absent.
  func strings(_ name: String) -> [String] {
    values[name]?.arrayValue?.compactMap(\.stringValue) ?? []
  }

  /// A string map argument; empty when absent.
  func map(_ name: String) -> [String: String] {
    (values[name]?.objectValue ?? [:]).compactMapValues(\.stringValue)
  }

  private static func value(_ value: Value, fits kind: ToolParameter.Kind) -> Bool {
    switch (kind, value) {
    case (.string, .string(let text)): !text.isEmpty
    case (.integer(let minimum), .int(let number)): number >= minimum
    case (.integer(let minimum), .double(let number)):
      Int(exactly: number).map { $0 >= minimum } ?? false
    case (.boolean, .bool): true
    case (.strings, .array(let items)):
      !items.isEmpty && items.allSatisfy { ($0.stringValue ?? "").isEmpty == false }
    case (.stringMap, .object(let map)): map.values.allSatisfy { $0.stringValue != nil }
    case (.choice(let options), .string(let text)): options.contains(text)
    default: false
    }
  }

  private static func expected(_ kind: ToolParameter.Kind) -> String {
    switch kind {
    case .string: "a non-empty string"
    case .integer(let minimum): "an integer of at least \(minimum)"
    case .boolean: "true or false"
    case .strings: "a non-empty array of non-empty strings"
    case .stringMap: "an object whose values are strings, such as {\"ios\": \"17\"}"
    case .choice(let options): "one of " + options.joined(separator: ", ")
    }
  }
}
