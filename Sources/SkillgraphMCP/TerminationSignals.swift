#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Puts the standard descriptors' flags back when the server is told to stop (SIGINT, SIGTERM,
/// SIGHUP), then exits with 128 + the signal's number, as the default action would.
enum TerminationSignals {
  /// The signals handled.
  static let handled = [SIGINT, SIGTERM, SIGHUP]

  /// Saves the current flags of standard input, output and error, and installs the handlers.
  // NB: a plain signal handler, not a dispatch signal source: on Linux, libdispatch reads
  // signals from a signalfd, which sees only signals blocked in every thread. The main thread,
  // parked by the async `main` in `sigsuspend` with nothing blocked, took SIGTERM itself, the
  // source never fired, and the server went on serving (a test run hung on it).
  static func install() {
    savedFlags = (
      fcntl(STDIN_FILENO, F_GETFL), fcntl(STDOUT_FILENO, F_GETFL), fcntl(STDERR_FILENO, F_GETFL)
    )
    for number in handled {
      // NB: only async-signal-safe calls in the handler: fcntl and _exit.
      _ = signal(number) { number in
        restore(STDIN_FILENO, to: savedFlags.0)
        restore(STDOUT_FILENO, to: savedFlags.1)
        restore(STDERR_FILENO, to: savedFlags.2)
        _exit(128 + number)
      }
    }
  }
}

/// The flags of descriptors 0, 1 and 2 when the handlers were installed (-1: not open).
nonisolated(unsafe) private var savedFlags: (Int32, Int32, Int32) = (-1, -1, -1)

/// Sets `descriptor`'s flags to `flags` when it was open and they differ.
private func restore(_ descriptor: Int32, to flags: Int32) {
  if flags >= 0, fcntl(descriptor, F_GETFL) != flags { _ = fcntl(descriptor, F_SETFL, flags) }
}
