import Foundation

extension SiteWriter {
  /// Hard-links `old` (a file of the site being replaced) to `new` when it holds exactly
  /// `contents`, so that an unchanged file keeps its inode and modification time.
  ///
  /// NB: creating a file costs far more than comparing one that is already in the page cache:
  /// the file system allocates an inode (ext4 without a journal first skips every inode freed
  /// in the last half-minute, which a rebuild's removal of the old site has just freed), and
  /// removing the old site later frees it again. A link does neither. Only a regular file
  /// whose every byte matches is linked; anything else (a read error, a file system without
  /// hard links) returns false and the file is written as usual.
  package static func linkUnchanged(_ contents: [UInt8], from old: String, to new: String) -> Bool {
    let descriptor = open(old, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_size == contents.count
    else { return false }
    let same = contents.withUnsafeBytes { expected -> Bool in
      let chunk = 1 << 16
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
      defer { buffer.deallocate() }
      var offset = 0
      while offset < expected.count {
        let count = read(descriptor, buffer, min(chunk, expected.count - offset))
        guard count > 0, memcmp(buffer, expected.baseAddress! + offset, count) == 0 else {
          return false
        }
        offset += count
      }
      return true
    }
    guard same, link(old, new) == 0 else { return false }
    // NB: another build may have swapped its site in between the comparison and the link, so
    // that `old` names another file now: the link must be to the file that was compared.
    var linked = stat()
    guard stat(new, &linked) == 0, linked.st_ino == status.st_ino, linked.st_dev == status.st_dev
    else {
      unlink(new)
      return false
    }
    return true
  }

  /// Puts a hard link to `old` in the place of the file just written at `new` when the two
  /// hold the same bytes (for a file written in parts, as `linkUnchanged(_:from:to:)` does for
  /// one held whole); anything else leaves `new` as it is.
  package static func linkUnchanged(fileAt new: String, from old: String) {
    let written = open(new, O_RDONLY | O_CLOEXEC)
    guard written >= 0 else { return }
    defer { close(written) }
    let descriptor = open(old, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    var status = stat()
    var fresh = stat()
    guard fstat(descriptor, &status) == 0, fstat(written, &fresh) == 0,
      status.st_mode & S_IFMT == S_IFREG, status.st_size == fresh.st_size
    else { return }
    let chunk = 1 << 16
    let buffers = (
      UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16),
      UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
    )
    defer {
      buffers.0.deallocate()
      buffers.1.deallocate()
    }
    var remaining = Int(fresh.st_size)
    while remaining > 0 {
      let count = min(chunk, remaining)
      guard read(written, buffers.0, count) == count, read(descriptor, buffers.1, count) == count,
        memcmp(buffers.0, buffers.1, count) == 0
      else { return }
      remaining -= count
    }
    // NB: linked beside, then renamed over: the written file stays until the link is in.
    let beside = new + ".link"
    guard link(old, beside) == 0 else { return }
    var linked = stat()
    guard stat(beside, &linked) == 0, linked.st_ino == status.st_ino,
      linked.st_dev == status.st_dev, rename(beside, new) == 0
    else {
      unlink(beside)
      return
    }
  }
}
