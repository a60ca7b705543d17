import Foundation

/// The names in a folder, read without following a link given as the folder.
public enum FolderListing {
  /// The names in `path` (not `.` and `..`), unsorted; empty when it is not a readable folder.
  /// A name that is not UTF-8 is given with replacement characters.
  public static func names(in path: String) -> [String] {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0, let stream = fdopendir(descriptor) else {
      if descriptor >= 0 { close(descriptor) }
      return []
    }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }

  /// Every entry below `path`, as paths relative to it (a folder's path ends in `/`), links
  /// listed as links and never followed; at most `limit` of them (nil past it).
  public static func paths(below path: String, limit: Int = 1_000_000) -> [String]? {
    var result: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? path : path + "/" + relative
      for name in names(in: folder) {
        let child = relative.isEmpty ? name : relative + "/" + name
        if FileStatus(of: path + "/" + child)?.kind == .folder {
          result.append(child + "/")
          pending.append(child)
        } else {
          result.append(child)
        }
        if result.count > limit { return nil }
      }
    }
    return result
  }
}
