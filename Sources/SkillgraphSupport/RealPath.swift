import Foundation

/// Real paths (every link resolved) and whether one lies inside another.
public enum RealPath {
  /// The real path of `path`, every symbolic link and `..` resolved; nil when it does not exist.
  public static func of(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether `path` is `root` or lies below it (both real paths).
  public static func isInside(_ path: String, root: String) -> Bool {
    path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
  }

  /// The absolute, lexically normalised form of `path` (`.` and `..` removed, no link
  /// resolved), against the current folder.
  public static func absolute(_ path: String) -> String {
    let base = path.hasPrefix("/") ? "" : FileManager.default.currentDirectoryPath
    var parts: [Substring] = []
    for part in (base + "/" + path).split(separator: "/") {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }
}
