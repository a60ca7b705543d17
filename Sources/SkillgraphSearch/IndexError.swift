import GRDB

/// An operational failure of the search index: content that cannot be read, or an index file
/// that cannot be written. Each case names the path it concerns; the faces word the hint of
/// ``notAnIndex(_:)`` in their own options.
public enum IndexError: Error, CustomStringConvertible, Sendable {
  /// The content folders could not be listed (the reason is the loader's message).
  case unreadableContent(String)
  /// The folder that holds the cache folder does not exist.
  case missingFolder(String)
  /// The cache folder could not be made.
  case cacheFolderNotMade(String, reason: String)
  /// The folder of an index path given could not be made.
  case indexFolderNotMade(String, reason: String)
  /// The index path given is not a file (a folder, a device...): its kind, in words.
  case notAFile(String, kind: String)
  /// The file at the index path given is not a Skillgraph index, and was left as it is.
  case notAnIndex(String)
  /// Writing the index failed; `placeUnwritable` when SQLite says the place cannot be written.
  case writeFailed(String, reason: String, placeUnwritable: Bool)
  /// The index could not be read.
  case readFailed(String, reason: String)
  /// A temporary folder for an index standing in for one that cannot be written was not made.
  case temporaryFolderNotMade(String, reason: String)
  /// The index cannot be written, and no temporary index could be built either.
  indirect case noTemporaryIndex(IndexError, reason: String)
  /// A unit found by a search was gone when its fields were read.
  case lostUnit
  /// A content file changed between the index's refresh and the reading of its text.
  case changedWhileRead(String)
  /// SQLite's full-text tokenizer failed with this code.
  case tokenizerFailed(Int32)

  /// What went wrong, for a person.
  public var description: String {
    switch self {
    case .unreadableContent(let reason): reason
    case .missingFolder(let path): "the folder \(path) does not exist"
    case .cacheFolderNotMade(let path, let reason):
      "cannot create the cache folder \(path): \(reason)"
    case .indexFolderNotMade(let path, let reason):
      "cannot create the folder of the search index \(path): \(reason)"
    case .notAFile(let path, let kind):
      "the index path \(path) is \(kind): give the path of an index file (it is made when missing)"
    case .notAnIndex(let path):
      "\(path) is not a Skillgraph index, so it was left as it is: remove it or give another path"
    case .writeFailed(let path, let reason, _):
      "cannot write the search index at \(path): \(reason)"
    case .readFailed(let path, let reason): "cannot read the search index at \(path): \(reason)"
    case .temporaryFolderNotMade(let path, let reason):
      "cannot create a temporary index folder \(path): \(reason)"
    case .noTemporaryIndex(let failure, let reason):
      "\(failure.description); no temporary index could be built either: \(reason)"
    case .lostUnit: "the search index lost a unit while answering"
    case .changedWhileRead(let path):
      "cannot read \(path), which changed while it was being searched"
    case .tokenizerFailed(let code): "the full-text tokenizer failed (code \(code))"
    }
  }

  /// Whether the index's place cannot be written (a read-only or missing folder, a full disk):
  /// a search may still answer from the index read-only, or from a temporary one.
  package var cannotWrite: Bool {
    switch self {
    case .missingFolder, .cacheFolderNotMade, .indexFolderNotMade, .noTemporaryIndex: true
    case .writeFailed(_, _, let placeUnwritable): placeUnwritable
    default: false
    }
  }

  /// Whether a content file changed between the index's refresh and the reading of its text:
  /// asking again (which refreshes the index first) answers.
  package var sourceChanged: Bool {
    if case .changedWhileRead = self { return true }
    return false
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
    return .writeFailed(path, reason: "\(error)", placeUnwritable: cannotWrite)
  }
}
