import Foundation

/// Switches the terminal on standard input to raw mode (keys arrive one by one, no echo, Ctrl-C
/// is a key) and restores it on every way out: a normal return, `exit`, and the signals that end
/// the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT), which then exit with 128 + the signal.
enum RawTerminal {
  // NB: plain globals, because the signal handler can reach nothing else; only tcsetattr and
  // write, both async-signal-safe, run inside it.
  nonisolated(unsafe) private static var saved = termios()
  nonisolated(unsafe) private static var isRaw = false
  nonisolated(unsafe) private static var registeredExitHook = false
  private static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Enters raw mode; false when standard input is not a terminal or refuses.
  static func enter() -> Bool {
    guard !isRaw else { return true }
    var attributes = termios()
    guard tcgetattr(STDIN_FILENO, &attributes) == 0 else { return false }
    saved = attributes
    attributes.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    attributes.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &attributes.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    if !registeredExitHook {
      registeredExitHook = true
      atexit { RawTerminal.restore() }
    }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for number in signals {
      signal(number) { number in
        RawTerminal.restoreFromSignal()
        _exit(128 + number)
      }
      sigaddset(&unblocked, number)
    }
    // NB: a parent can start us with these signals blocked; they must reach the handler.
    sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    // NB: TCSANOW, not TCSAFLUSH, so that keys typed ahead are kept.
    guard tcsetattr(STDIN_FILENO, TCSANOW, &attributes) == 0 else {
      signals.forEach { signal($0, nil) }
      return false
    }
    isRaw = true
    return true
  }

  /// Restores the terminal as it was before `enter`, and the default signal handling.
  static func restore() {
    guard isRaw else { return }
    isRaw = false
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    signals.forEach { signal($0, nil) }
  }

  private static func restoreFromSignal() {
    guard isRaw else { return }
    isRaw = false
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    var newline = UInt8(ascii: "\n")
    _ = write(STDERR_FILENO, &newline, 1)
  }

  /// The terminal's width in columns (80 when unknown).
  static var columns: Int {
    var size = winsize()
    let status = withUnsafeMutablePointer(to: &size) {
      ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), $0)
    }
    if status == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 80
  }
}
