extension TerminalPrompt {
  /// The exit status of a session stopped by `stop` before it began its walk, after saying why
  /// when the input closed.
  func exitStatus(after stop: SessionStop) -> Int32 {
    switch stop {
    case .inputClosed:
      say("\(red("error:")) input closed before the question was answered")
      return ExitStatus.incomplete
    case .interrupted: return ExitStatus.interrupted
    }
  }
}
