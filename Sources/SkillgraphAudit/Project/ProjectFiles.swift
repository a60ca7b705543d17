package import Foundation
package import SkillgraphSupport

/// How a project's files are read: under the repository's file-system rule (no link out of the
/// root, regular files only, a size limit per file), with paths shown relative to the root.
package struct ProjectFiles: Sendable {
  /// The largest file read: a source, a property list or a project file.
  package static let sizeLimit = 8 << 20
  /// The most entries listed below the root.
  package static let entryLimit = 400_000

  /// The rule for the root.
  package let rule: ContainedPath
  /// The root as given (shown in paths).
  package let root: String

  /// Files under `root`; nil when it is not a folder.
  package init?(root: String) {
    guard let rule = ContainedPath(root: root), rule.isFolder(rule.root) else { return nil }
    self.rule = rule
    self.root = root
  }

  /// The absolute path of `relative` (a path below the root).
  package func absolute(_ relative: String) -> String {
    relative.isEmpty ? rule.root : rule.root + "/" + relative
  }

  /// `path` (absolute, below the root) as shown: relative to the root as given.
  package func display(_ path: String) -> String {
    guard path.hasPrefix(rule.root + "/") else { return path }
    let relative = String(path.dropFirst(rule.root.count + 1))
    return root == "." ? relative : (root as NSString).appendingPathComponent(relative)
  }

  /// The bytes of the file at `path`, or nil when the rule refuses it or it cannot be read.
  package func data(_ path: String) -> Data? {
    try? rule.contents(of: path, limit: Self.sizeLimit)
  }

  /// The text of the file at `path` (UTF-8, invalid bytes replaced).
  package func text(_ path: String) -> String? {
    data(path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether `path` is a regular file under the rule.
  package func isFile(_ path: String) -> Bool { rule.isFile(path) }

  /// Every path below `folder` (absolute), folders ending in `/`, without descending into
  /// `skipping` folder names (build output, dependencies checked out).
  package func paths(below folder: String, skipping: Set<String> = Self.skippedFolders) -> [String]
  {
    var result: [String] = []
    var pending = [folder]
    while let current = pending.popLast() {
      for name in FolderListing.names(in: current).sorted() {
        let child = current + "/" + name
        guard let status = FileStatus(of: child) else { continue }
        if status.kind == .folder {
          if skipping.contains(name) || name.hasPrefix(".") { continue }
          pending.append(child)
        } else {
          result.append(child)
        }
        if result.count > Self.entryLimit { return result }
      }
    }
    return result.sorted()
  }

  /// `path` with `.` and `..` components and repeated slashes taken out, lexically: no link is
  /// resolved (the file rule judges links when the file is read).
  package static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part == "..", path.hasPrefix("/") {
        continue
      } else {
        parts.append(part)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }

  /// Folders never read: build output and checked-out dependencies.
  package static let skippedFolders: Set<String> = [
    ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm",
  ]
}
