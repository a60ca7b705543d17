import Foundation

/// One router of the Axiom collection (`axiom-ai`, 19 of its 327 files: skills, trees and
/// sections of every kind, references that resolve and references to the other routers that do
/// not), copied once per run into the temporary directory, with an index of its own: what the
/// tests ask of Axiom's real text when the whole collection is not the point, read and indexed
/// by a debug build in about a second rather than the whole collection's quarter of a minute.
///
/// A test using it declares `.needsSharedCorpus(SharedCorpus.axiomSkills)`: without the
/// corpus the copy is an empty folder.
public enum AxiomSample {
  /// The router copied.
  public static let router = "axiom-ai"

  /// The folder holding the copied router.
  public static let folder: String = {
    let folder = TestRunFolder.url
      .appendingPathComponent("skillgraph-axiom-sample-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? FileManager.default.copyItem(
      atPath: SharedCorpus.axiomSkills + "/" + router,
      toPath: folder.appendingPathComponent(router).path)
    return folder.path
  }()

  /// The sample's index.
  public static let index = folder + ".sqlite"
}
