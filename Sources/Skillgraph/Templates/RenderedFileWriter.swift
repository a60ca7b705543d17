import Foundation

/// Writes rendered files into a folder: refuses to replace existing files unless forced, writes
/// each file through a temporary file and a rename, and removes what it wrote if any write fails.
public struct RenderedFileWriter: Sendable {
  /// The output folder.
  public var folder: String
  /// Whether existing files may be replaced.
  public var force: Bool

  /// Creates a writer.
  public init(folder: String, force: Bool) {
    self.folder = folder
    self.force = force
  }

  /// Writes `files`; returns the paths written.
  public func write(_ files: [RenderedFile]) throws(TemplateError) -> [String] {
    let manager = FileManager.default
    let targets = files.map { "\(folder)/\($0.path)" }
    if !force {
      let existing = targets.filter { manager.fileExists(atPath: $0) }
      guard existing.isEmpty else { throw .fileExists(existing) }
    }
    var created: [String] = []
    for (file, target) in zip(files, targets) {
      let directory = (target as NSString).deletingLastPathComponent
      let temporary =
        "\(directory)/.\((target as NSString).lastPathComponent).\(UUID().uuidString).tmp"
      do {
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: URL(fileURLWithPath: temporary))
        let existed = manager.fileExists(atPath: target)
        // NB: rename(2) replaces an existing file atomically.
        guard rename(temporary, target) == 0 else {
          throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target])
        }
        if !existed { created.append(target) }
      } catch {
        try? manager.removeItem(atPath: temporary)
        for path in created { try? manager.removeItem(atPath: path) }
        throw .writeFailed(target, reason: error.localizedDescription)
      }
    }
    return targets
  }
}
