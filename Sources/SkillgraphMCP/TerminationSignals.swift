import Dispatch

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Puts the descriptors' flags back when the server is told to stop (SIGINT, SIGTERM, SIGHUP),
/// then exits with 128 + the signal's number, as the default action would.
enum TerminationSignals {
  /// The signals handled.
  static let handled = [SIGINT, SIGTERM, SIGHUP]

  /// Installs the handlers; keep the returned sources alive while serving.
  static func restoring(_ flags: DescriptorFlags) -> [any DispatchSourceSignal] {
    handled.map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        flags.restore()
        exit(128 + number)
      }
      source.resume()
      return source
    }
  }
}
