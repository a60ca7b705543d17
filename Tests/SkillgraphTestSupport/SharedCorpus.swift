import Foundation
public import Testing

/// The real collections and apps the tests read from `../shared/corpus`, beside the
/// repository: never copied into it, and missing on a machine without them.
///
/// A test that needs one says so when it is missing: outside CI it is skipped (the trait) or
/// its part is left out (the check) with the missing path named; under CI (`CI=true`), where
/// the corpus must be present, it fails naming the path.
public enum SharedCorpus {
  /// `../shared/corpus`, beside the package root.
  public static let root = PackageFolders.root.appendingPathComponent("../shared/corpus")
    .standardized.path

  /// The Axiom collection's skills.
  public static let axiomSkills = path("axiom/skills")

  /// The two real iOS apps the audit reads.
  public static let iOSApps = path("ios-apps")

  /// The corpus folder or file `name` (a path under `../shared/corpus`).
  public static func path(_ name: String) -> String { root + "/" + name }

  /// Whether CI runs the tests (`CI=true`): there a missing corpus is a failure.
  public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

  /// Whether `path` is here. When it is not, says so: a recorded failure under CI, a line on
  /// the standard error elsewhere (the caller then leaves its part out).
  public static func isPresent(_ path: String, sourceLocation: SourceLocation = #_sourceLocation)
    -> Bool
  {
    if FileManager.default.fileExists(atPath: path) { return true }
    let message = "the shared corpus is missing: expected it at \(path)"
    if isCI {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } else {
      FileHandle.standardError.write(
        Data("note: \(message); this part of the test is left out\n".utf8))
    }
    return false
  }
}
