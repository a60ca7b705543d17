import Foundation
public import SkillgraphDecisions
public import SkillgraphIngest
public import SkillgraphMarkdown
public import SkillgraphModel
public import SkillgraphSearch
public import SkillgraphSite
public import SkillgraphTemplates

/// Writes an export so that it is never seen half-written: every file goes into a fresh
/// folder beside the output folder, which then takes the output's place by renames in the same
/// parent folder. An existing output folder is replaced only when it is empty or a previous
/// export (it holds the marker file), or with `force`.
public struct ExportWriter: Sendable {
  /// The output folder.
  public var folder: String
  /// Whether a non-empty folder that is not a previous export may be replaced.
  public var force: Bool
  /// Folders the output must not hold or be (the content and templates being exported).
  public var protectedFolders: [String]

  /// Creates a writer for `folder`.
  public init(folder: String, force: Bool = false, protectedFolders: [String] = []) {
    self.folder = folder
    self.force = force
    self.protectedFolders = protectedFolders
  }

  /// Checks that the output folder may be written, before anything is built.
  public func checkTarget() throws(ExportError) {
    let manager = FileManager.default
    let target = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath()
    guard target.path != "/", !target.lastPathComponent.isEmpty else {
      throw .unsafeOutput(folder, reason: "it is the root folder")
    }
    for protected in protectedFolders {
      let path = URL(fileURLWithPath: protected).standardizedFileURL.resolvingSymlinksInPath()
        .path
      if path == target.path || path.hasPrefix(target.path + "/") {
        throw .unsafeOutput(folder, reason: "it holds \(protected), which is being exported")
      }
    }
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: target.path, isDirectory: &isFolder) else { return }
    guard isFolder.boolValue else {
      throw .unsafeOutput(folder, reason: "it is a file, not a folder")
    }
    let contents = (try? manager.contentsOfDirectory(atPath: target.path)) ?? []
    if !force, !contents.isEmpty, !contents.contains(AgentSkillsExporter.marker) {
      throw .notAnExport(folder)
    }
  }

  /// Writes `files` (paths relative to the output folder) and swaps them in.
  public func write(_ files: [AgentSkillsExport.File]) throws(ExportError) {
    try checkTarget()
    let manager = FileManager.default
    let target = URL(fileURLWithPath: folder).standardizedFileURL
    let parent = target.deletingLastPathComponent()
    let staging = parent.appendingPathComponent(".\(target.lastPathComponent).new-\(getpid())")
    let retired = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(getpid())")
    do {
      try? manager.removeItem(at: staging)
      try manager.createDirectory(at: staging, withIntermediateDirectories: true)
      for file in files {
        guard Self.isContained(file.path) else {
          throw ExportError.io("refusing to write \(file.path) outside \(folder)")
        }
        let url = staging.appendingPathComponent(file.path)
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents).write(to: url)
      }
      let present = manager.fileExists(atPath: target.path)
      if present { try manager.moveItem(at: target, to: retired) }
      do {
        try manager.moveItem(at: staging, to: target)
      } catch {
        if present { try? manager.moveItem(at: retired, to: target) }
        throw error
      }
      if present { try? manager.removeItem(at: retired) }
    } catch let error as ExportError {
      try? manager.removeItem(at: staging)
      throw error
    } catch {
      try? manager.removeItem(at: staging)
      throw .io("cannot write the export to \(folder): \(error.localizedDescription)")
    }
  }

  /// Whether `path` is relative and stays inside the output folder.
  package static func isContained(_ path: String) -> Bool {
    !path.isEmpty && !path.hasPrefix("/")
      && !path.split(separator: "/").contains { $0 == ".." || $0 == "." }
  }
}
