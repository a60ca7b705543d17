import Foundation
public import Testing

extension Trait where Self == ConditionTrait {
  /// Runs the test or suite only when the shared corpus `path` is here, except under CI, where
  /// it runs (and fails on the missing path); the skip names the path.
  public static func needsSharedCorpus(_ path: String) -> Self {
    .enabled(
      if: SharedCorpus.isCI || FileManager.default.fileExists(atPath: path),
      Comment(rawValue: "the shared corpus is missing: expected it at \(path)"))
  }
}
