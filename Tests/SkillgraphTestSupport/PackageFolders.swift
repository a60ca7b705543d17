public import Foundation

/// The package's own folders, found from this file's place in the source tree
/// (`Tests/SkillgraphTestSupport/PackageFolders.swift`), for tests that read the shipped
/// `Content/` and `Templates/` or the repository around them.
public enum PackageFolders {
  /// The package's root folder.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().standardized

  /// The path of `name` under the package's root (`Content`, `Templates`).
  public static func path(_ name: String) -> String { root.appendingPathComponent(name).path }
}
