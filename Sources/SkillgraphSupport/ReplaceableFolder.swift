import Foundation

/// An output folder that is replaced whole and never seen half-written: its new contents go
/// into a fresh folder beside it (`.NAME.new-PID`), which takes its place by two renames in the
/// same parent folder under a lock; the old one (`.NAME.old-PID`) is then removed without
/// following any link.
///
/// An existing folder is replaced only when it is empty or when its marker file was written by
/// this tool for this very folder (it names the folder's inode, which a marker planted in a
/// cloned repository or a copied folder cannot know) and the folder holds nothing the marker
/// does not list. A symbolic link given as the folder is resolved once, here: the folder it
/// points to is replaced, and the link stays as it is.
public struct ReplaceableFolder: Sendable {
  /// The folder as it was given, for messages.
  public let given: String
  /// The folder's absolute path, links resolved.
  public let path: String
  /// The name of the marker file.
  public let marker: String
  /// What writes the folder, in words, for the marker (`skillgraph site build`).
  public let writer: String

  /// Resolves `given` once; refuses the root and a link that points nowhere.
  public init(_ given: String, marker: String, writer: String) throws(FolderWriteError) {
    self.given = given
    self.marker = marker
    self.writer = writer
    let absolute = RealPath.absolute(given)
    if FileStatus(of: absolute) != nil {
      guard let real = RealPath.of(absolute) else {
        throw .unsafe(given, reason: "it is a symbolic link to nothing")
      }
      path = real
    } else {
      let parent = (absolute as NSString).deletingLastPathComponent
      let name = (absolute as NSString).lastPathComponent
      let realParent = RealPath.of(parent) ?? parent
      path = (realParent == "/" ? "" : realParent) + "/" + name
    }
    guard path != "/", !name.isEmpty else { throw .unsafe(given, reason: "it is the root folder") }
  }

  /// The folder's own name.
  public var name: String { (path as NSString).lastPathComponent }
  /// The folder that holds it.
  public var parent: String { (path as NSString).deletingLastPathComponent }

  /// Refuses the folder when it holds one of `read` (folders or files the writer reads) or lies
  /// inside one: what is written there would be read back as content, or replace it.
  public func checkApart(from read: [String]) throws(FolderWriteError) {
    for source in read {
      let real = RealPath.of(source) ?? RealPath.absolute(source)
      if RealPath.isInside(real, root: path) {
        throw .unsafe(given, reason: "it holds \(source), which is being read")
      }
      if RealPath.isInside(path, root: real) {
        throw .unsafe(given, reason: "it lies inside \(source), which is being read")
      }
    }
  }

  /// Checks that the folder may be replaced: it does not exist, is empty or is this tool's own;
  /// with `force`, any folder that is not a file.
  public func check(force: Bool = false) throws(FolderWriteError) {
    guard let status = FileStatus(of: path) else { return }
    guard status.kind == .folder else {
      throw .unsafe(given, reason: "it is \(status.kindName), not a folder")
    }
    if force { return }
    let entries = FolderListing.names(in: path)
    if entries.isEmpty { return }
    guard entries.contains(marker) else {
      throw .notOurs(given, reason: "it holds files and no \(marker) marker")
    }
    if let problem = markerProblem(in: path) {
      throw .notOurs(given, reason: problem)
    }
  }

  /// Clears what killed writes left, then creates the fresh folder the new contents go into.
  public func makeStaging() throws(FolderWriteError) -> String {
    do {
      try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    } catch {
      throw .io("cannot create \(parent): \(error.localizedDescription)")
    }
    FolderLock.withLock(on: parent) { recover() }
    let staging = "\(parent)/.\(name).new-\(getpid())"
    FolderRemoval.remove(staging)
    guard mkdir(staging, 0o755) == 0 else {
      throw .io("cannot create \(staging): \(String(cString: strerror(errno)))")
    }
    return staging
  }

  /// Writes the marker into `staging` and swaps it in for the folder; the old folder is
  /// removed. On failure the old folder stays as it was and `staging` is removed.
  public func swapIn(_ staging: String, force: Bool = false) throws(FolderWriteError) {
    do {
      try writeMarker(into: staging)
      let retired = "\(parent)/.\(name).old-\(getpid())"
      let replaced = try FolderLock.withLock(on: parent) { () throws(FolderWriteError) -> Bool in
        // NB: under the lock, the folder is checked again: another write may have swapped in
        // its folder since this one started.
        recover()
        try check(force: force)
        let present = FileStatus(of: path) != nil
        if present, rename(path, retired) != 0 {
          throw .io("cannot move \(given) aside: \(String(cString: strerror(errno)))")
        }
        guard rename(staging, path) == 0 else {
          let reason = String(cString: strerror(errno))
          if present { rename(retired, path) }
          throw .io("cannot move the new \(given) in place: \(reason)")
        }
        return present
      }
      if replaced { FolderRemoval.remove(retired) }
    } catch {
      FolderRemoval.remove(staging)
      throw error
    }
  }

  /// Removes a fresh folder that will not be swapped in.
  public func discard(_ staging: String) {
    FolderRemoval.remove(staging)
  }
}
