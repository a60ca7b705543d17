import Foundation
import SkillgraphModel
import SkillgraphSupport

extension SkillFolderReader {
  /// One walk of a skill folder under `ContainedPath`'s rule, bounded in depth, collecting
  /// what it passed over.
  struct Walk {
    let rule: ContainedPath
    let fileManager: FileManager
    /// The entries passed over, with why (paths relative to the skill folder).
    var skipped: [SkippedFile] = []

    /// Visits every regular file below `folder` with its path relative to the skill folder and
    /// its size.
    mutating func run(
      _ folder: String, relative: String, depth: Int, skipping passed: Set<String> = [],
      visit: (String, Int) -> Void
    ) {
      guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else { return }
      for name in names.sorted() where !name.hasPrefix(".") && !passed.contains(name) {
        let path = folder + "/" + name
        let child = relative.isEmpty ? name : relative + "/" + name
        switch rule.kind(of: path) {
        case .file(let size): visit(child, size)
        case .refused(let reason): skipped.append(SkippedFile(path: child, reason: reason))
        case .missing: continue
        case .folder:
          // NB: a folder with a SKILL.md of its own is another skill, not a part of this one.
          if SkillFolderReader.ignoredFolders.contains(name)
            || FileStatus(of: path + "/SKILL.md") != nil
          {
            continue
          }
          guard depth < SkillFolderReader.maximumDepth else {
            skipped.append(
              SkippedFile(
                path: child,
                reason: "deeper than \(SkillFolderReader.maximumDepth) folders: not read"))
            continue
          }
          run(path, relative: child, depth: depth + 1, visit: visit)
        }
      }
    }
  }
}
