/// Why a folder could not be replaced.
public enum FolderWriteError: Error, Equatable, Sendable {
  /// The folder is not one that may be written at all (the root, a file, a dangling link).
  case unsafe(String, reason: String)
  /// The folder holds what this tool did not write.
  case notOurs(String, reason: String)
  /// Reading or writing failed.
  case io(String)
}
