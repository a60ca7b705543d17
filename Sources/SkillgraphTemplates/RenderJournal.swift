import Foundation
import SkillgraphSupport

/// The journal of a render into a folder (`.skillgraph-render-PID.journal`: the written files'
/// paths relative to the folder, one a line) and the recovery of a killed render.
///
/// Recovery trusts nothing it finds: a journal must be a regular file of this user that lists
/// only paths inside the folder, and each rename it leads to is from the temporary name the
/// render itself gives its target (`.NAME.skillgraph-PID.tmp` beside it) to that target. A
/// journal that breaks these rules is refused, with its name, and nothing is renamed.
package enum RenderJournal {
  /// The largest journal read.
  static let maximumSize = 1 << 20

  /// The journal's name for process `pid`.
  static func name(_ pid: Int32) -> String { ".skillgraph-render-\(pid).journal" }

  /// The suffix of process `pid`'s temporary files.
  static func temporarySuffix(_ pid: Int32) -> String { ".skillgraph-\(pid).tmp" }

  /// Whether `path` is relative, names a file and has no `.`, `..` or empty parts.
  static func isRelativeInside(_ path: String) -> Bool {
    !path.isEmpty && !path.hasPrefix("/")
      && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
        !$0.isEmpty && $0 != "." && $0 != ".."
      }
      && !path.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }

  /// Whether the real path of `directory` lies inside the real path of `folder`.
  static func staysInside(_ directory: String, folder: String) -> Bool {
    guard let root = RealPath.of(folder), let real = RealPath.of(directory) else { return false }
    return RealPath.isInside(real, root: root)
  }

  /// Whether creating `directory` (below `folder`) would create nothing outside `folder`: its
  /// nearest ancestor that exists lies inside the folder, or the folder itself does not exist
  /// yet (everything below it is then created fresh).
  static func staysInsideOnceCreated(_ directory: String, folder: String) -> Bool {
    guard let root = RealPath.of(folder) else { return true }
    guard let real = RealPath.of(existingAncestor(of: directory)) else { return false }
    return RealPath.isInside(real, root: root)
  }

  /// `path` itself when something is there, else its nearest ancestor that exists.
  static func existingAncestor(of path: String) -> String {
    var current = path
    while FileStatus(of: current) == nil, current != "/", !current.isEmpty {
      let parent = (current as NSString).deletingLastPathComponent
      if parent == current { break }
      current = parent.isEmpty ? "." : parent
    }
    return current
  }

  /// Creates `path` (which must not exist, and is never a link followed) with `contents`.
  static func create(_ path: String, contents: Data) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try handle.write(contentsOf: contents)
    try handle.close()
  }

  /// Finishes the journals of killed renders in `folder` and removes their temporary files in
  /// `directories`; throws when the folder holds a journal this tool did not write.
  static func recover(folder: String, directories: Set<String>) throws(TemplateError) {
    for entry in FolderListing.names(in: folder) {
      guard let pid = processID(entry, prefix: ".skillgraph-render-", suffix: ".journal"),
        !RunningProcess.isRunning(pid)
      else { continue }
      try finish(journal: "\(folder)/\(entry)", folder: folder, pid: pid)
    }
    for directory in directories.union([folder]) where staysInside(directory, folder: folder) {
      for entry in FolderListing.names(in: directory) {
        guard let marker = entry.range(of: ".skillgraph-", options: .backwards),
          let pid = processID(
            String(entry[marker.lowerBound...]), prefix: ".skillgraph-", suffix: ".tmp"),
          !RunningProcess.isRunning(pid)
        else { continue }
        let path = "\(directory)/\(entry)"
        guard let status = FileStatus(of: path), status.kind == .file,
          status.isOwnedByCurrentUser
        else { continue }
        unlink(path)
      }
    }
  }

  /// Makes the renames a journal of process `pid` lists whose temporary file is still there,
  /// then removes it.
  static func finish(journal: String, folder: String, pid: Int32) throws(TemplateError) {
    func refuse(_ reason: String) -> TemplateError {
      .writeFailed(
        journal,
        reason: "\(reason); it was not written by skillgraph render, so nothing it lists was "
          + "renamed: look at it, then remove it")
    }
    guard let status = FileStatus(of: journal), status.kind == .file else {
      throw refuse("it is not a regular file")
    }
    guard status.isOwnedByCurrentUser else { throw refuse("it belongs to another user") }
    guard let data = try? BoundedFile.contents(of: journal, limit: maximumSize),
      let text = String(data: data, encoding: .utf8)
    else { throw refuse("it is not a text file of at most 1 MB") }
    let targets = text.split(separator: "\n").map(String.init)
    for target in targets where !isRelativeInside(target) {
      throw refuse("it lists '\(target)', which is not a path inside the output folder")
    }
    let suffix = temporarySuffix(pid)
    for target in targets {
      let path = "\(folder)/\(target)"
      let directory = (path as NSString).deletingLastPathComponent
      let temporary = "\(directory)/.\((path as NSString).lastPathComponent)\(suffix)"
      guard let found = FileStatus(of: temporary) else { continue }
      guard found.kind == .file, found.isOwnedByCurrentUser,
        staysInside(directory, folder: folder)
      else { throw refuse("'\(temporary)' is not a temporary file of this user inside the folder") }
      rename(temporary, path)
    }
    unlink(journal)
  }

  private static func processID(_ name: String, prefix: String, suffix: String) -> Int32? {
    guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
    return Int32(name.dropFirst(prefix.count).dropLast(suffix.count))
  }
}
