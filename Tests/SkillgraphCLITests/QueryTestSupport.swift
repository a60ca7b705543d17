import Foundation
import SkillgraphTestSupport

/// Index files for the query tests, in the temporary directory (never beside the content), one
/// per content set for the whole test run.
enum QueryTestIndex {
  private static let run = UUID().uuidString

  /// The index of the shipped `Content/`.
  static let content = TestRunFolder.url
    .appendingPathComponent("skillgraph-query-content-\(run).sqlite").path
}
