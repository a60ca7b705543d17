import Foundation

/// Removes a folder without ever following a symbolic link: a link inside it is removed as a
/// link, and a link given as the folder is removed itself, never what it points to.
///
/// NB: every step goes through the descriptor of the folder being emptied (`openat`,
/// `fstatat`, `unlinkat` with `O_NOFOLLOW`), so that a link swapped in for a folder while the
/// removal runs is still not followed, and names that are not UTF-8 are removed as they are.
public enum FolderRemoval {
  /// Removes `path` and everything below it, the top-level entries on every core.
  public static func remove(_ path: String) {
    guard let status = FileStatus(of: path) else { return }
    guard status.kind == .folder else {
      unlink(path)
      return
    }
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let entries = names(in: descriptor)
    DispatchQueue.concurrentPerform(iterations: entries.count) { index in
      removeEntry(entries[index], in: descriptor)
    }
    rmdir(path)
  }

  private static func removeEntry(_ name: [CChar], in folder: Int32) {
    var status = stat()
    guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return }
    if status.st_mode & S_IFMT == S_IFDIR {
      let child = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      if child >= 0 {
        for entry in names(in: child) { removeEntry(entry, in: child) }
        close(child)
      }
      unlinkat(folder, name, AT_REMOVEDIR)
    } else {
      unlinkat(folder, name, 0)
    }
  }

  /// The names in an open folder, as the file system holds them (NUL-terminated).
  private static func names(in folder: Int32) -> [[CChar]] {
    let copy = dup(folder)
    guard copy >= 0, let stream = fdopendir(copy) else {
      if copy >= 0 { close(copy) }
      return []
    }
    defer { closedir(stream) }
    rewinddir(stream)
    var names: [[CChar]] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        Array(bytes.prefix { $0 != 0 }.map { CChar(bitPattern: $0) }) + [0]
      }
      if name != [46, 0], name != [46, 46, 0] { names.append(name) }
    }
    return names
  }
}
