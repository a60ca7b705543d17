public import Foundation

/// Reads a whole regular file of bounded size: opened without blocking (a FIFO answers at
/// once instead of hanging), checked with `fstat` to be a regular file, and refused before any
/// byte is read when it is larger than the bound.
public enum BoundedFile {
  /// Why a file was not read.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// It could not be opened.
    case unopenable(String)
    /// It is not a regular file.
    case notRegular
    /// It is larger than the bound.
    case tooLarge(size: Int, limit: Int)

    /// A readable reason.
    public var description: String {
      switch self {
      case .unopenable(let reason): reason
      case .notRegular: "it is not a regular file (a FIFO, socket, device or folder)"
      case .tooLarge(let size, let limit):
        "it is \(Self.megabytes(size)), over the limit of \(Self.megabytes(limit))"
      }
    }

    private static func megabytes(_ bytes: Int) -> String {
      bytes >= 1 << 20
        ? String(format: "%.1f MB", Double(bytes) / Double(1 << 20)) : "\(bytes) bytes"
    }
  }

  /// The bytes of the file at `path`, at most `limit` of them.
  public static func contents(of path: String, limit: Int) throws(Failure) -> Data {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unopenable(String(cString: strerror(errno))) }
    defer { close(descriptor) }
    guard let status = FileStatus(descriptor: descriptor), status.kind == .file else {
      throw .notRegular
    }
    guard status.size <= limit else { throw .tooLarge(size: status.size, limit: limit) }
    guard status.size > 0 else { return Data() }
    var data = Data(count: status.size)
    let count = data.withUnsafeMutableBytes { buffer -> Int in
      var total = 0
      while total < status.size {
        let got = read(descriptor, buffer.baseAddress! + total, status.size - total)
        if got < 0, errno == EINTR { continue }
        if got <= 0 { return got < 0 ? -1 : total }
        total += got
      }
      return total
    }
    guard count >= 0 else { throw .unopenable(String(cString: strerror(errno))) }
    // NB: a file that shrank while being read keeps what was there; one that grew is cut at
    // the size it had when opened, so the bound holds.
    return count == status.size ? data : data.prefix(count)
  }

  /// At most the first `count` bytes of the regular file at `path`; nil for anything else.
  public static func prefix(of path: String, count: Int) -> Data? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    guard let status = FileStatus(descriptor: descriptor), status.kind == .file else { return nil }
    guard count > 0, status.size > 0 else { return Data() }
    var data = Data(count: min(count, status.size))
    let got = data.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
    return got >= 0 ? data.prefix(got) : nil
  }
}
