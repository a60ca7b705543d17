public import SkillgraphModel

/// Why a request failed: a stable code (`usage`, `not-found`, `io`, ...), a readable message, the
/// exit status the command line exits with, and the diagnostics behind it.
public struct CommandFailure: Error, Sendable {
  /// The stable code agents and scripts match on.
  public var code: String
  /// What was wrong, and where.
  public var message: String
  /// The documented exit status (``ExitStatus``).
  public var status: Int32
  /// The content problems behind the failure, if any.
  public var diagnostics: [Diagnostic]

  /// A failure with its code, message, status and diagnostics.
  public init(code: String, message: String, status: Int32, diagnostics: [Diagnostic] = []) {
    self.code = code
    self.message = message
    self.status = status
    self.diagnostics = diagnostics
  }

  /// Nothing matched: an unknown ID, no results (exit 2).
  public static func notFound(_ message: String) -> CommandFailure {
    CommandFailure(code: "not-found", message: message, status: ExitStatus.notFound)
  }

  /// A file or folder could not be read or written (exit 74).
  public static func io(_ message: String) -> CommandFailure {
    CommandFailure(code: "io", message: message, status: ExitStatus.ioFailure)
  }

  /// Bad arguments (exit 64).
  public static func usage(_ message: String) -> CommandFailure {
    CommandFailure(code: "usage", message: message, status: ExitStatus.usage)
  }
}
