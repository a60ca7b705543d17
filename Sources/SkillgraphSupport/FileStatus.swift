import Foundation

/// What `lstat(2)` says of a path: the link itself, never what it points to.
public struct FileStatus: Equatable, Sendable {
  /// The kinds of entry the readers and writers tell apart.
  public enum Kind: Equatable, Sendable {
    /// A regular file.
    case file
    /// A folder.
    case folder
    /// A symbolic link.
    case link
    /// A FIFO, socket or device: never opened.
    case special
  }

  /// The entry's kind.
  public var kind: Kind
  /// The size in bytes.
  public var size: Int
  /// The device that holds the entry.
  public var device: UInt64
  /// The entry's inode number.
  public var inode: UInt64
  /// The user who owns it.
  public var owner: UInt32

  /// The status of `path` itself (a link is not followed); nil when nothing is there.
  public init?(of path: String) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The status of what `path` names, following links; nil when nothing is there.
  public init?(following path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The status of an open descriptor.
  public init?(descriptor: Int32) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    self.init(status)
  }

  private init(_ status: stat) {
    kind =
      switch status.st_mode & S_IFMT {
      case S_IFREG: .file
      case S_IFDIR: .folder
      case S_IFLNK: .link
      default: .special
      }
    size = Int(status.st_size)
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    owner = UInt32(status.st_uid)
  }

  /// Whether the entry belongs to the user running this process.
  public var isOwnedByCurrentUser: Bool { owner == geteuid() }

  /// A word for the kind, for messages.
  public var kindName: String {
    switch kind {
    case .file: "a file"
    case .folder: "a folder"
    case .link: "a symbolic link"
    case .special: "not a regular file (a FIFO, socket or device)"
    }
  }
}
