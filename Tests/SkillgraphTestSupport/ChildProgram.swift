public import Foundation

/// A program a test runs to its end as a child process, awaited without holding a thread: its
/// end comes through the process's `terminationHandler`, its output through `PipeReader`s.
public struct ChildProgram: Sendable {
  /// Where the program's standard error goes.
  public enum Errors: Sendable {
    /// A pipe of its own: `ChildProgramRun.errors`.
    case separate
    /// The output's pipe, interleaved as written: `ChildProgramRun.output`.
    case withOutput
    /// Nowhere (`/dev/null`).
    case discarded
  }

  /// The program's file.
  public var executable: URL
  /// Its arguments.
  public var arguments: [String]
  /// The environment; the test process's own when nil.
  public var environment: [String: String]?
  /// What the program reads on its standard input, then its end; `/dev/null` when nil.
  public var input: Data?
  /// Where the standard output goes instead of a pipe (`/dev/full`, a file).
  public var output: FileHandle?
  /// Where its standard error goes.
  public var errors: Errors
  /// Seconds after which the program is killed (a guard against a hang).
  ///
  /// NB: SIGKILL, as a child started from one of Dispatch's threads inherits their mask, which
  /// blocks SIGTERM.
  public var timeLimit: Double?

  /// `executable` with `arguments`, read from a pipe, its errors apart.
  public init(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
    input: Data? = nil, output: FileHandle? = nil, errors: Errors = .separate,
    timeLimit: Double? = nil
  ) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    self.input = input
    self.output = output
    self.errors = errors
    self.timeLimit = timeLimit
  }

  /// The program at `path` with `arguments`.
  public init(path: String, _ arguments: [String], errors: Errors = .separate) {
    self.init(URL(fileURLWithPath: path), arguments, errors: errors)
  }

  /// Starts the program; `ChildProgramRun.finished()` awaits its end.
  public func start() throws -> ChildProgramRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let outputPipe = output == nil ? Pipe() : nil
    process.standardOutput = output ?? outputPipe
    let errorPipe: Pipe?
    switch errors {
    case .separate:
      errorPipe = Pipe()
      process.standardError = errorPipe
    case .withOutput:
      errorPipe = nil
      process.standardError = output ?? outputPipe
    case .discarded:
      errorPipe = nil
      process.standardError = FileHandle.nullDevice
    }
    let inputPipe = input == nil ? nil : Pipe()
    process.standardInput = inputPipe ?? FileHandle.nullDevice
    let exit = Watched<Int32?>(nil)
    process.terminationHandler = { ended in exit.update { $0 = ended.terminationStatus } }
    try process.run()
    if let inputPipe, let input {
      // NB: written on a Dispatch thread, as a write to a pipe waits while the child has not
      // read what fills it.
      let writing = inputPipe.fileHandleForWriting
      DispatchQueue.global().async {
        try? writing.write(contentsOf: input)
        try? writing.close()
      }
    }
    let run = ChildProgramRun(
      processIdentifier: process.processIdentifier, exit: exit,
      output: outputPipe.map { PipeReader($0.fileHandleForReading) },
      errors: errorPipe.map { PipeReader($0.fileHandleForReading) })
    if let timeLimit {
      let pid = process.processIdentifier
      Task {
        let ended = await exit.wait(atMost: timeLimit) { $0 != nil }
        if ended == nil { kill(pid, SIGKILL) }
      }
    }
    return run
  }

  /// Runs the program to its end.
  public func run() async throws -> ChildProgramRun.Result {
    try await start().finished()
  }
}

/// A started `ChildProgram`.
public struct ChildProgramRun: Sendable {
  /// What the program said and how it ended.
  public struct Result: Sendable {
    /// The exit status (the signal's number when a signal ended it).
    public var status: Int32
    /// The standard output (with the errors, when they go with it); empty when it went elsewhere.
    public var output: String
    /// The standard error, when it had a pipe of its own.
    public var errors: String
  }

  /// The child's process ID.
  public let processIdentifier: Int32
  let exit: Watched<Int32?>
  let output: PipeReader?
  let errors: PipeReader?

  /// Waits for the program's end and for the end of its output.
  public func finished() async -> Result {
    let status = await exit.wait { $0 != nil } ?? -1
    let output = await output?.data() ?? Data()
    let errors = await errors?.data() ?? Data()
    return Result(
      status: status, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }
}
