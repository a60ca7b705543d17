#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The file status flags (`O_NONBLOCK` and friends) of some descriptors, saved to be restored.
///
/// The SDK's stdio transport makes standard input and output non-blocking. Those flags belong to
/// the open file description, which is shared with the parent (a shell, a terminal), so the server
/// puts them back as it found them before it exits.
struct DescriptorFlags: Sendable {
  private var saved: [(descriptor: Int32, flags: Int32)]

  /// Saves the current flags of `descriptors`; a descriptor that is not open is left out.
  init(_ descriptors: [Int32] = [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]) {
    saved = descriptors.compactMap { descriptor in
      let flags = fcntl(descriptor, F_GETFL)
      return flags < 0 ? nil : (descriptor, flags)
    }
  }

  /// Sets every saved descriptor's flags back to what they were.
  func restore() {
    for (descriptor, flags) in saved where fcntl(descriptor, F_GETFL) != flags {
      _ = fcntl(descriptor, F_SETFL, flags)
    }
  }

  /// The current flags of `descriptor`, or nil when it is not open.
  static func current(_ descriptor: Int32) -> Int32? {
    let flags = fcntl(descriptor, F_GETFL)
    return flags < 0 ? nil : flags
  }
}
