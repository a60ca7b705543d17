package import Foundation
import SkillgraphDecisions
import SkillgraphIngest
import SkillgraphMarkdown
import SkillgraphModel
import SkillgraphTemplates

extension SiteWriter {
  /// Runs `body` holding an exclusive lock on `parent` (flock on the folder itself, so that no
  /// lock file is left behind): two builds into the same folder swap one after the other,
  /// never into each other.
  package static func withLock<T>(on parent: URL, _ body: () throws -> T) throws -> T {
    let descriptor = open(parent.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return try body() }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  /// Clears what killed builds left beside `target` (`.NAME.new-PID` and `.NAME.old-PID` of
  /// processes no longer running). A build killed between its two renames leaves no site but
  /// a complete `.old-PID`: that one is put back first. Call with the lock held.
  package static func recover(_ target: URL) {
    let manager = FileManager.default
    let parent = target.deletingLastPathComponent()
    let name = target.lastPathComponent
    let entries = (try? manager.contentsOfDirectory(atPath: parent.path)) ?? []
    var stale: [(url: URL, isOld: Bool)] = []
    for entry in entries {
      for (infix, isOld) in [(".new-", false), (".old-", true)] {
        let prefix = ".\(name)\(infix)"
        guard entry.hasPrefix(prefix), let pid = Int32(entry.dropFirst(prefix.count)),
          !isRunning(pid)
        else { continue }
        stale.append((parent.appendingPathComponent(entry), isOld))
      }
    }
    if !manager.fileExists(atPath: target.path),
      let old = stale.first(where: {
        $0.isOld && manager.fileExists(atPath: $0.url.appendingPathComponent(marker).path)
      })
    {
      try? manager.moveItem(at: old.url, to: target)
    }
    for entry in stale where manager.fileExists(atPath: entry.url.path) {
      remove(entry.url)
    }
  }

  /// Whether a process with `pid` runs (on this machine).
  package static func isRunning(_ pid: Int32) -> Bool {
    pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
  }
}
