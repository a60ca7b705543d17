import Foundation

/// A decoding error in words a template author reads: the key path and what is wrong, not the
/// error's dump.
enum DecodingProblem {
  /// `error` as one sentence.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing key '\(path(context.codingPath + [key]))'"
    case .typeMismatch(let type, let context):
      return "'\(path(context.codingPath))' is not \(name(of: type))"
    case .valueNotFound(let type, let context):
      return "'\(path(context.codingPath))' has no value (\(name(of: type)) expected)"
    case .dataCorrupted(let context):
      let place = context.codingPath.isEmpty ? "" : "'\(path(context.codingPath))': "
      return place + context.debugDescription
    @unknown default:
      return String(describing: error)
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
      .replacingOccurrences(of: ".[", with: "[")
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type: "an integer"
    case is Bool.Type: "true or false"
    default: "a " + String(describing: type).lowercased()
    }
  }
}
