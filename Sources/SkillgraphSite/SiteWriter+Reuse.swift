import Foundation
import SkillgraphDecisions
import SkillgraphIngest
import SkillgraphMarkdown
import SkillgraphModel
import SkillgraphTemplates

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
}
