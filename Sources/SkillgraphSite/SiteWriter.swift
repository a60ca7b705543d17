package import Foundation
import SkillgraphDecisions
import SkillgraphIngest
import SkillgraphMarkdown
import SkillgraphModel
import SkillgraphTemplates

/// Writes a built site atomically: every file goes into a fresh folder beside `--out`, and
/// only when all of it is written is that folder swapped in for the old site (renames in the
/// same parent folder). A failure leaves the old site as it was. Two builds into one folder
/// swap one after the other under a lock on the parent folder, and each build first clears
/// what killed builds left (see `recover(_:)`). A file whose contents are
/// the same as in the old site is hard-linked from it rather than written again.
public struct SiteWriter: Sendable {
  /// The output folder.
  public var folder: String

  /// The file that marks a folder as a Skillgraph site, so that an existing folder is only
  /// replaced when it is a site this tool wrote.
  public static let marker = ".skillgraph-site"

  /// Creates a writer for `folder`.
  public init(folder: String) {
    self.folder = folder
  }

  /// Writes `files` (paths relative to the output folder) and swaps them in.
  public func write(_ files: [(path: String, contents: [UInt8])]) throws(SiteError) {
    let manager = FileManager.default
    let target = URL(fileURLWithPath: folder).standardizedFileURL
    guard target.path != "/", !target.lastPathComponent.isEmpty else { throw .unsafeOutput(folder) }
    try? Self.withLock(on: target.deletingLastPathComponent()) { Self.recover(target) }
    var isFolder: ObjCBool = false
    let exists = manager.fileExists(atPath: target.path, isDirectory: &isFolder)
    if exists {
      let contents = (try? manager.contentsOfDirectory(atPath: target.path)) ?? []
      guard isFolder.boolValue, contents.isEmpty || contents.contains(Self.marker) else {
        throw .notASite(folder)
      }
    }
    let parent = target.deletingLastPathComponent()
    let name = target.lastPathComponent
    let staging = parent.appendingPathComponent(".\(name).new-\(getpid())")
    let retired = parent.appendingPathComponent(".\(name).old-\(getpid())")
    do {
      try? manager.removeItem(at: staging)
      try manager.createDirectory(at: staging, withIntermediateDirectories: true)
      let all = files + [(Self.marker, Array("Written by skillgraph site build.\n".utf8))]
      var made: Set<String> = []
      for file in all {
        guard SitePath.isContained(file.path) else { throw SiteError.pathEscapes(file.path) }
        let directory = staging.appendingPathComponent(file.path).deletingLastPathComponent().path
        if !made.contains(directory) {
          try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
          made.insert(directory)
        }
      }
      // NB: files are written on every core, one folder per thread at a time, largest folder
      // first: threads creating files in the same folder contend for its lock in the kernel.
      let failures = FailureBox()
      let base = staging.path
      let folders = Dictionary(grouping: all.indices) { index in
        all[index].path.split(separator: "/").dropLast().joined(separator: "/")
      }.values.sorted { $0.count > $1.count }
      let previous = exists ? target.path + "/" : nil
      DispatchQueue.concurrentPerform(iterations: folders.count) { folder in
        for index in folders[folder] {
          let path = base + "/" + all[index].path
          if let previous,
            Self.linkUnchanged(all[index].contents, from: previous + all[index].path, to: path)
          {
            continue
          }
          let written = all[index].contents.withUnsafeBytes { bytes -> Bool in
            guard let stream = fopen(path, "wb") else { return false }
            let count = bytes.isEmpty ? 0 : fwrite(bytes.baseAddress, 1, bytes.count, stream)
            return fclose(stream) == 0 && count == bytes.count
          }
          if !written { failures.add(path) }
        }
      }
      if let failed = failures.first { throw SiteError.io("cannot write \(failed)") }
      // NB: under the lock, the folder is checked again: another build may have swapped in
      // its site since this one started.
      let replaced = try Self.withLock(on: parent) { () throws -> Bool in
        Self.recover(target)
        let present = manager.fileExists(atPath: target.path)
        if present { try manager.moveItem(at: target, to: retired) }
        do {
          try manager.moveItem(at: staging, to: target)
        } catch {
          if present { try? manager.moveItem(at: retired, to: target) }
          throw error
        }
        return present
      }
      if replaced { Self.remove(retired) }
    } catch let error as SiteError {
      try? manager.removeItem(at: staging)
      throw error
    } catch {
      try? manager.removeItem(at: staging)
      throw .io("cannot write the site to \(folder): \(error.localizedDescription)")
    }
  }
}

extension SiteWriter {
  /// Removes a folder, its top-level entries on every core.
  package static func remove(_ folder: URL) {
    let manager = FileManager.default
    let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    DispatchQueue.concurrentPerform(iterations: entries.count) { index in
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(entries[index]))
    }
    try? manager.removeItem(at: folder)
  }
}

/// Why a site could not be written.
public enum SiteError: Error, Equatable, CustomStringConvertible {
  /// A file's path would land outside the output folder.
  case pathEscapes(String)
  /// The output folder is not one this tool may replace.
  case unsafeOutput(String)
  /// The output folder holds files and is not a site written by this tool.
  case notASite(String)
  /// A file or folder could not be written.
  case io(String)

  /// A readable message.
  public var description: String {
    switch self {
    case .pathEscapes(let path): "refusing to write '\(path)': it leaves the output folder"
    case .unsafeOutput(let folder): "refusing to use '\(folder)' as the output folder"
    case .notASite(let folder):
      "'\(folder)' exists and is not a site written by skillgraph (no \(SiteWriter.marker)); choose an empty or new folder"
    case .io(let message): message
    }
  }
}

/// The paths that could not be written, from several threads.
private final class FailureBox: @unchecked Sendable {
  private var paths: [String] = []
  private let lock = NSLock()

  package func add(_ path: String) { lock.withLock { paths.append(path) } }

  package var first: String? { lock.withLock { paths.min() } }
}
