import GRDB

/// An operational failure of the search index: content that cannot be read, or an index file
/// that cannot be written.
public struct IndexError: Error, CustomStringConvertible, Sendable {
  /// What went wrong, for a person.
  public var description: String
  /// Whether the index's place cannot be written (a read-only or missing folder, a full disk):
  /// a search may still answer from the index read-only, or from a temporary one.
  package var cannotWrite: Bool
  /// Whether a content file changed between the index's refresh and the reading of its text:
  /// asking again (which refreshes the index first) answers.
  package var sourceChanged = false

  package init(_ description: String, cannotWrite: Bool = false, sourceChanged: Bool = false) {
    self.description = description
    self.cannotWrite = cannotWrite
    self.sourceChanged = sourceChanged
  }
}

extension IndexError {
  /// The failure `error` met while writing the index at `path`, as an index error: one that
  /// says the place cannot be written when SQLite says so (read-only, cannot open, disk full,
  /// I/O error, no permission).
  package static func writing(_ path: String, _ error: any Error) -> IndexError {
    if let error = error as? IndexError { return error }
    let codes: [ResultCode] = [
      .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_FULL, .SQLITE_IOERR, .SQLITE_PERM,
    ]
    let cannotWrite = (error as? DatabaseError).map { codes.contains($0.resultCode) } ?? false
    return IndexError(
      "cannot write the search index at \(path): \(error)", cannotWrite: cannotWrite)
  }
}
