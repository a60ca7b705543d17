#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The file status flags (`O_NONBLOCK` and friends) of some descriptors, saved to be restored.
///
/// Those flags belong to the open file description, which is shared with the parent (a shell, a
/// terminal). The server's own transport changes none of them; they are saved at the start and
/// put back before it exits all the same, so that nothing run in the process (a library that
/// makes them non-blocking) outlives it in the parent's descriptors.
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
