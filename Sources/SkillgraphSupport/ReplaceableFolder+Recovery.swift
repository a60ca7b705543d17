import Foundation

extension ReplaceableFolder {
  /// Clears what killed writes left beside the folder: `.NAME.new-PID` and `.NAME.old-PID` of
  /// processes no longer running. A write killed between its two renames leaves no folder but
  /// a complete `.old-PID`: that one is put back first. Only real folders of this user are
  /// touched, never a link or what it points to. Call with the lock on the parent held.
  func recover() {
    var stale: [(path: String, isOld: Bool)] = []
    for entry in FolderListing.names(in: parent) {
      for (infix, isOld) in [(".new-", false), (".old-", true)] {
        let prefix = ".\(name)\(infix)"
        guard entry.hasPrefix(prefix), let pid = Int32(entry.dropFirst(prefix.count)),
          !RunningProcess.isRunning(pid)
        else { continue }
        let path = "\(parent)/\(entry)"
        guard let status = FileStatus(of: path), status.kind == .folder,
          status.isOwnedByCurrentUser
        else { continue }
        stale.append((path, isOld))
      }
    }
    if FileStatus(of: path) == nil,
      let old = stale.first(where: {
        $0.isOld && markerProblem(in: $0.path) == nil
      })
    {
      rename(old.path, path)
    }
    for entry in stale where FileStatus(of: entry.path) != nil {
      FolderRemoval.remove(entry.path)
    }
  }
}
