internal import ArgumentParser
import Skillgraph

/// A command that reads content and answers in text or JSON, with documented exit codes.
protocol GraphCommand: ParsableCommand {
  /// The name in the JSON envelope.
  static var jsonName: String { get }
  /// The shared content options.
  var content: ContentOptions { get }
  /// Does the work; returns the exit status.
  func execute(console: Console) throws(SkillgraphError) -> Int32
}

extension GraphCommand {
  /// Runs `execute`, reporting a failure as text on stderr or as a JSON error envelope.
  mutating func run() throws {
    let console = Console.current
    let status = runReporting(json: content.json, command: Self.jsonName) {
      () throws(SkillgraphError) in try execute(console: console)
    }
    if status != ExitStatus.success { throw ExitCode(status) }
  }
}

/// Runs `body`, reporting a failure as text on stderr or as a JSON error envelope; returns the
/// exit status.
func runReporting(
  json: Bool, command: String, _ body: () throws(SkillgraphError) -> Int32
) -> Int32 {
  do {
    return try body()
  } catch {
    let failure = CommandFailure(error)
    report(failure, console: Console.current, json: json, command: command)
    return failure.status
  }
}

/// Writes a failure: an error envelope on stdout with `--json`, else a message on stderr.
func report(_ failure: CommandFailure, console: Console, json: Bool, command: String) {
  if json {
    let envelope = JSONEnvelope(
      command: command,
      error: JSONError(
        code: failure.code, message: failure.message, diagnostics: failure.diagnostics))
    console.write(envelope.encoded())
  } else {
    console.warn("\(console.red("error:")) \(failure.message)")
    failure.diagnostics.forEach { console.warn($0.formatted) }
  }
}
