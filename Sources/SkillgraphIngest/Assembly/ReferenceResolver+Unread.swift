import Foundation
import SkillgraphMarkdown
import SkillgraphModel

extension ReferenceResolver {
  /// A reference to a file that is there but was not read: a note saying why, never a warning
  /// (a warning is for a target that does not exist).
  struct UnreadFile {
    /// The path as written.
    var written: String
    /// Why the file is not read.
    var reason: String

    /// The note for the reference `pending`.
    func diagnostic(at pending: PendingReference) -> Diagnostic {
      Diagnostic(
        .note, "link-to-unread-file",
        "'\(written)' names a file that is there but is not read: \(reason)",
        path: pending.source.path,
        range: .at(line: pending.source.startLine, column: pending.column))
    }
  }

  /// The file at the normalized `path` when it exists but was not read, with why; nil when
  /// nothing is there.
  func unreadFile(_ path: String, written: String) -> UnreadFile? {
    var status = stat()
    guard !path.isEmpty, stat(path, &status) == 0 else { return nil }
    var current = path
    while !current.isEmpty, current != "/", current != ".." {
      if let reason = unreadReasons[current] {
        return UnreadFile(written: written, reason: reason)
      }
      current = Self.folder(of: current)
    }
    let inside = contentFolders.contains { folder in
      folder.isEmpty ? !path.hasPrefix("../") : path.hasPrefix(folder + "/")
    }
    return UnreadFile(
      written: written,
      reason: inside
        ? "no layout reads it and no link followed from the files read reaches it"
        : "it lies outside the content folders read")
  }
}
