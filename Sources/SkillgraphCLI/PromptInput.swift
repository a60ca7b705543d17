import Foundation

/// Reads the user's input byte by byte from a file descriptor, so that raw keys and plain lines
/// share one buffer; reports the end of input instead of blocking or crashing.
final class PromptInput {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var index = 0
  /// Whether the input has ended (end of file, a closed pipe, a hung-up terminal).
  private(set) var isClosed = false

  /// Reads from `descriptor` (standard input by default).
  init(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
  }

  /// The next byte, waiting for it; nil at the end of input.
  func readByte() -> UInt8? {
    if index < buffer.count {
      defer { index += 1 }
      return buffer[index]
    }
    guard fill() else { return nil }
    return readByte()
  }

  /// The next byte if one arrives within `milliseconds`; nil otherwise or at the end of input.
  func readByte(within milliseconds: Int32) -> UInt8? {
    if index < buffer.count { return readByte() }
    guard !isClosed else { return nil }
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, milliseconds) > 0 else { return nil }
    return readByte()
  }

  /// Drops every byte already typed but not read yet: the buffer and what the terminal holds.
  // NB: a yes/no prompt must not pass keys typed ahead (the rest of `xyz`, a second Enter) on to
  // the next question, where they would land in a bundle ID or answer it unseen.
  func discardPending() {
    buffer = []
    index = 0
    guard !isClosed else { return }
    if isatty(descriptor) == 1 { tcflush(descriptor, TCIFLUSH) }
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    var chunk = [UInt8](repeating: 0, count: 256)
    while poll(&poller, 1, 0) > 0, poller.revents & Int16(POLLIN) != 0 {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count <= 0 { break }
    }
  }

  /// The next line without its line break; nil when the input ends before any character.
  /// A last line without a line break is still returned.
  func readLine() -> String? {
    var bytes: [UInt8] = []
    while let byte = readByte() {
      if byte == UInt8(ascii: "\n") { return Self.text(bytes) }
      bytes.append(byte)
    }
    return bytes.isEmpty ? nil : Self.text(bytes)
  }

  private static func text(_ bytes: [UInt8]) -> String {
    var line = String(decoding: bytes, as: UTF8.self)
    if line.hasSuffix("\r") { line.removeLast() }
    return line
  }

  /// Reads what is available into the buffer; false at the end of input.
  private func fill() -> Bool {
    guard !isClosed else { return false }
    var chunk = [UInt8](repeating: 0, count: 256)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer = Array(chunk[..<count])
        index = 0
        return true
      }
      // NB: a hung-up terminal reports EIO; treat it, like end of file, as closed input.
      if count < 0 && errno == EINTR { continue }
      isClosed = true
      return false
    }
  }
}
