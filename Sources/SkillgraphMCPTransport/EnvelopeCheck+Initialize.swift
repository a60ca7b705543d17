import Foundation
import MCP

extension EnvelopeCheck {
  /// The parameters `initialize` takes, as an example for the error message.
  static let initializeExample =
    #"{"protocolVersion": "2025-06-18", "capabilities": {}, "#
    + #""clientInfo": {"name": "my-agent", "version": "1.0"}}"#

  /// What is wrong with the parameters of an `initialize` request.
  struct InitializeProblem: Error {
    /// The problem in words, with an example of parameters that fit.
    var text: String
  }

  /// The parameters of an `initialize` request, decoded as the SDK decodes them; throws what
  /// is wrong with them when the SDK cannot read them.
  ///
  /// NB: the SDK decodes them only inside its handler, and reports a failure as an internal
  /// error (−32603) carrying Foundation's decoding text; they are invalid parameters (−32602).
  static func initializeParameters(_ params: JSONSyntax.Part?, _ syntax: JSONSyntax)
    throws(InitializeProblem) -> Initialize.Parameters
  {
    let takes = "initialize takes params \(initializeExample)"
    guard let params, params.kind != .null else {
      throw InitializeProblem(text: "\(takes); this request has none")
    }
    guard params.kind == .object else {
      throw InitializeProblem(text: "\(takes); these params are not an object")
    }
    do {
      return try JSONDecoder().decode(
        Initialize.Parameters.self, from: Data(syntax.text(of: params)))
    } catch let error as DecodingError {
      throw InitializeProblem(text: "\(takes); \(describe(error))")
    } catch {
      throw InitializeProblem(text: "\(takes); these params do not fit")
    }
  }

  /// A decoding error in words: which field, and what is wrong with it.
  private static func describe(_ error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\"\(path(context.codingPath + [key]))\" is missing"
    case .typeMismatch(let type, let context):
      return "\"\(path(context.codingPath))\" should be \(describe(type))"
    case .valueNotFound(let type, let context):
      return "\"\(path(context.codingPath))\" should be \(describe(type)), not null"
    case .dataCorrupted(let context):
      let field = path(context.codingPath)
      return field.isEmpty ? "these params do not fit" : "\"\(field)\" does not fit"
    @unknown default:
      return "these params do not fit"
    }
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is Int.Type, is Double.Type: "a number"
    default: "an object"
    }
  }
}
