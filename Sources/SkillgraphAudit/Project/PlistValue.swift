package import Foundation

/// A property list value, copied out of Foundation's untyped tree.
package indirect enum PlistValue: Sendable, Hashable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case array([PlistValue])
  case dictionary([String: PlistValue])
  /// Data or a date: present, never compared.
  case opaque

  /// The value of a tree `PropertyListSerialization` returned, or nil for an unknown kind.
  package init?(foundation value: Any) {
    switch value {
    case let string as String: self = .string(string)
    case let array as [Any]: self = .array(array.compactMap(PlistValue.init(foundation:)))
    case let dictionary as [String: Any]:
      self = .dictionary(dictionary.compactMapValues(PlistValue.init(foundation:)))
    case let bool as Bool: self = .bool(bool)
    case let number as NSNumber: self = .number(number.doubleValue)
    case is Data, is Date: self = .opaque
    default: return nil
    }
  }

  /// The text, when this is a string.
  package var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The strings of an array (or of a single string).
  package var strings: [String] {
    switch self {
    case .string(let text): [text]
    case .array(let items): items.compactMap(\.string)
    default: []
    }
  }

  /// The entries, when this is a dictionary.
  package var dictionary: [String: PlistValue]? {
    if case .dictionary(let entries) = self { return entries }
    return nil
  }

  /// The items, when this is an array.
  package var array: [PlistValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  /// The property list in `data` (XML, binary or OpenStep text), or nil when it is not one.
  package static func parse(_ data: Data) -> PlistValue? {
    guard
      let value = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    else { return nil }
    return PlistValue(foundation: value)
  }
}
