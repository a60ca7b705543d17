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

/// One router of the Axiom collection (`axiom-ai`, 19 of its 327 files: skills, trees and
/// sections of every kind), copied once per run with an index of its own: what the
/// tool-versus-command cases ask of Axiom, with an index a debug build makes in under a second
/// rather than the whole collection's quarter of a minute.
enum AxiomSample {
  /// The copied router.
  static let folder: String = {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("skillgraph-axiom-sample-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? FileManager.default.copyItem(
      atPath: SharedCorpus.axiomSkills + "/axiom-ai",
      toPath: folder.appendingPathComponent("axiom-ai").path)
    return folder.path
  }()

  /// The sample's index.
  static let index = folder + ".sqlite"
}
