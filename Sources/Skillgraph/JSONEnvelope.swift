public import SkillgraphModel

/// The one JSON document every `--json` command prints: `schemaVersion`, `command`, and either
/// `data` or `error`, with keys sorted.
public struct JSONEnvelope<Payload: Encodable>: Encodable {
  /// The version of the JSON contract.
  public let schemaVersion = 1
  /// The command that answered (`stats`, `site build`, ...).
  public let command: String
  /// The answer, on success.
  public let data: Payload?
  /// The failure, otherwise.
  public let error: JSONError?

  /// A successful answer.
  public init(command: String, data: Payload) {
    self.command = command
    self.data = data
    self.error = nil
  }

  /// Encodes the envelope as compact JSON with sorted keys.
  public func encoded() -> String {
    JSONOutput.text(self)
  }
}

extension JSONEnvelope where Payload == EmptyPayload {
  /// A failed answer.
  public init(command: String, error: JSONError) {
    self.command = command
    self.data = nil
    self.error = error
  }
}

/// The payload of an envelope that carries only an error.
public struct EmptyPayload: Encodable {}

/// A failure in the JSON contract.
public struct JSONError: Encodable, Sendable {
  /// A stable code: `usage`, `content-errors`, `not-found`, `io`.
  public var code: String
  /// A readable message.
  public var message: String
  /// The diagnostics behind the failure, if any.
  public var diagnostics: [Diagnostic]

  /// Creates an error.
  public init(code: String, message: String, diagnostics: [Diagnostic] = []) {
    self.code = code
    self.message = message
    self.diagnostics = diagnostics
  }
}
