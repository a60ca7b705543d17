public import Foundation

/// The folder every test of one run writes its temporary files in, inside the temporary
/// directory, removed with all it holds when the test process exits.
///
/// Indexes shared by a run's tests, copies of the shared corpus and the scratch folders of tests
/// that stop before their own clean-up would otherwise stay behind after every run.
/// A run that crashes leaves its folder; the name says which process made it.
public enum TestRunFolder {
  /// The folder, made on first use.
  public static let url: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "skillgraph-test-run-\(getpid())-\(UUID().uuidString.prefix(8))")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    atexit {
      try? FileManager.default.removeItem(at: TestRunFolder.url)
    }
    return folder
  }()
}
