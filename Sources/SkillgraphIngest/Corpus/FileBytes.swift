package import Foundation
package import SkillgraphSupport

/// Reads whole skill files for the loader and the index.
package enum FileBytes {
  /// The largest skill file read; a larger one is skipped with a `file-too-large` error.
  ///
  /// NB: the largest file of the collections read so far is under 100 KB; a site page is at
  /// most about 4 MB (`docs/limits.md`).
  package static let maximumBytes = 5_000_000

  /// The bytes of the regular file at `path`, refused before reading when it is larger than
  /// `maximumBytes` or is not a regular file (`BoundedFile`).
  ///
  /// NB: `open` and `read` into one buffer of the file's size: Foundation's reading cost about
  /// 90,000 instructions a file beyond the system calls.
  package static func contents(of path: String) throws(BoundedFile.Failure) -> Data {
    try BoundedFile.contents(of: path, limit: maximumBytes)
  }
}
