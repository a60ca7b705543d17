public import Foundation

/// How a path inside a folder read from someone else (a skill collection, a project) is
/// treated: the one rule every reader follows.
///
/// A regular file or a folder is what it is. A symbolic link is followed only when it leads to
/// a regular file whose real path stays inside the root; a link to a folder is never descended
/// into (the folder, when inside, is read where it is), so that no walk leaves the root or goes
/// round a cycle. FIFOs, sockets and devices are never opened: opening a FIFO blocks forever.
public struct ContainedPath: Sendable {
  /// What a path is, for a reader.
  public enum Kind: Equatable, Sendable {
    /// A regular file (or a link to one inside the root) of this size.
    case file(size: Int)
    /// A folder (never a link to one).
    case folder
    /// Something a reader must not open, and why, in words.
    case refused(String)
    /// Nothing is there.
    case missing
  }

  /// The root's real path.
  public let root: String

  /// A rule for the folder (or single file) `root`; nil when it does not exist.
  public init?(root: String) {
    guard let real = RealPath.of(root) else { return nil }
    self.root = real
  }

  /// What `path` is under this rule.
  public func kind(of path: String) -> Kind {
    guard let status = FileStatus(of: path) else {
      // NB: a listed name that is not UTF-8 comes back with U+FFFD in it and names nothing.
      return path.unicodeScalars.contains("\u{FFFD}")
        ? .refused("its name is not valid UTF-8; rename it") : .missing
    }
    if status.kind == .special {
      return .refused("it is not a regular file (a FIFO, socket or device)")
    }
    // NB: the real path is checked for every entry, not only for links: a path reached
    // through a linked folder (a manifest's `skills` pointing at a link) is a plain file to
    // lstat, yet lies outside.
    guard let real = RealPath.of(path), let target = FileStatus(of: real) else {
      return .refused("it is a symbolic link whose target is missing, or a loop of links")
    }
    guard RealPath.isInside(real, root: root) else {
      return .refused("it leads to \(real), outside the folder being read")
    }
    switch (status.kind, target.kind) {
    case (.folder, _): return .folder
    case (_, .file): return .file(size: target.size)
    case (_, .folder): return .refused("it is a symbolic link to a folder, which is not followed")
    default: return .refused("it is a symbolic link to something that is not a regular file")
    }
  }

  /// Whether `path` is a regular file under this rule.
  public func isFile(_ path: String) -> Bool {
    if case .file = kind(of: path) { return true }
    return false
  }

  /// Whether `path` is a folder under this rule.
  public func isFolder(_ path: String) -> Bool { kind(of: path) == .folder }
}

extension ContainedPath {
  /// The bytes of `path` when it is a regular file under this rule, at most `limit` of them.
  public func contents(of path: String, limit: Int) throws(BoundedFile.Failure) -> Data {
    switch kind(of: path) {
    case .file: return try BoundedFile.contents(of: path, limit: limit)
    case .refused(let reason): throw .unopenable(reason)
    case .missing: throw .unopenable("it does not exist")
    case .folder: throw .notRegular
    }
  }
}

extension ContainedPath {
  /// The contents of the file at `path`, read under the rule of its own folder: no link out of
  /// it, only a regular file, at most `limit` bytes. What a data file beside a collection (a
  /// vocabulary, audit rules) is read with.
  public static func contents(ofFileAt path: String, limit: Int) throws(BoundedFile.Failure)
    -> Data
  {
    guard let rule = ContainedPath(root: (path as NSString).deletingLastPathComponent) else {
      throw .unopenable("its folder does not exist")
    }
    return try rule.contents(of: path, limit: limit)
  }
}
