import Foundation
import SkillgraphTestSupport

/// Index files for the query tests, in the temporary directory (never beside the content), one
/// per content set for the whole test run.
enum QueryTestIndex {
  private static let run = UUID().uuidString

  /// The index of the shipped `Content/`.
  static let content = FileManager.default.temporaryDirectory
    .appendingPathComponent("skillgraph-query-content-\(run).sqlite").path

  /// The index of the Axiom collection.
  static let axiom = FileManager.default.temporaryDirectory
    .appendingPathComponent("skillgraph-query-axiom-\(run).sqlite").path

  /// The Axiom collection, read in place.
  static let axiomFolder = SharedCorpus.axiomSkills
}
