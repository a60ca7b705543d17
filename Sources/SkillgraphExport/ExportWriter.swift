import Foundation
import SkillgraphSupport

/// Writes an export so that it is never seen half-written, through `ReplaceableFolder`: every
/// file goes into a fresh folder beside the output folder, which then takes the output's place
/// by renames in the same parent folder, and what a killed export left is cleared by the next.
/// An existing output folder is replaced only when it is empty or a previous export of this
/// folder, or with `force`.
public struct ExportWriter: Sendable {
  /// The output folder.
  public var folder: String
  /// Whether a non-empty folder that is not a previous export may be replaced.
  public var force: Bool
  /// Folders the output must not hold, be or lie inside (the content and templates being
  /// exported).
  public var protectedFolders: [String]

  /// Creates a writer for `folder`.
  public init(folder: String, force: Bool = false, protectedFolders: [String] = []) {
    self.folder = folder
    self.force = force
    self.protectedFolders = protectedFolders
  }

  /// Checks that the output folder may be written, before anything is built.
  public func checkTarget() throws(ExportError) {
    let output = try replaceableFolder()
    do {
      try output.checkApart(from: protectedFolders)
      try output.check(force: force)
    } catch {
      throw ExportError(error)
    }
  }

  /// Writes `files` (paths relative to the output folder) and swaps them in.
  public func write(_ files: [AgentSkillsExport.File]) throws(ExportError) {
    try checkTarget()
    let output = try replaceableFolder()
    let manager = FileManager.default
    let staging: String
    do {
      staging = try output.makeStaging()
    } catch {
      throw ExportError(error)
    }
    do {
      for file in files {
        guard Self.isContained(file.path) else {
          throw ExportError.io("refusing to write \(file.path) outside \(folder)")
        }
        let path = staging + "/" + file.path
        try manager.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(file.contents).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
      }
    } catch let error as ExportError {
      output.discard(staging)
      throw error
    } catch {
      output.discard(staging)
      throw .io("cannot write the export to \(folder): \(error.localizedDescription)")
    }
    do {
      try output.swapIn(staging, force: force)
    } catch {
      throw ExportError(error)
    }
  }

  private func replaceableFolder() throws(ExportError) -> ReplaceableFolder {
    do {
      return try ReplaceableFolder(
        folder, marker: AgentSkillsExporter.marker, writer: "skillgraph export agent-skills")
    } catch {
      throw ExportError(error)
    }
  }

  /// Whether `path` is relative and stays inside the output folder.
  package static func isContained(_ path: String) -> Bool {
    !path.isEmpty && !path.hasPrefix("/")
      && !path.split(separator: "/").contains { $0 == ".." || $0 == "." }
  }
}
