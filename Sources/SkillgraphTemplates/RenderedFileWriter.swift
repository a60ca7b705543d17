import Foundation
import SkillgraphModel

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
  ///
  /// The set is replaced whole: every file is first written to `.NAME.skillgraph-PID.tmp`
  /// beside its target; then a journal listing the renames is written (one rename, so it is
  /// there whole or not at all); then the renames are made and the journal removed. A run
  /// killed before the journal leaves only temporary files; one killed after it leaves a
  /// journal. The next write into the folder finishes the renames of a journal whose process
  /// is gone and removes such temporary files, so a kill never leaves a mix of two sets.
  public func write(_ files: [RenderedFile]) throws(TemplateError) -> [String] {
    let manager = FileManager.default
    let targets = files.map { "\(folder)/\($0.path)" }
    let directories = Set(targets.map { ($0 as NSString).deletingLastPathComponent })
    Self.recover(folder: folder, directories: directories)
    if !force {
      let existing = targets.filter { manager.fileExists(atPath: $0) }
      guard existing.isEmpty else { throw .fileExists(existing) }
    }
    let suffix = ".skillgraph-\(getpid()).tmp"
    var temporaries: [String] = []
    for (file, target) in zip(files, targets) {
      let directory = (target as NSString).deletingLastPathComponent
      let temporary = "\(directory)/.\((target as NSString).lastPathComponent)\(suffix)"
      do {
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: URL(fileURLWithPath: temporary))
        temporaries.append(temporary)
      } catch {
        try? manager.removeItem(atPath: temporary)
        for path in temporaries { try? manager.removeItem(atPath: path) }
        throw .writeFailed(target, reason: error.localizedDescription)
      }
    }
    let journal = "\(folder)/.skillgraph-render-\(getpid()).journal"
    let lines = zip(temporaries, targets).map { "\($0)\t\($1)\n" }.joined()
    // NB: the journal too goes through a temporary file named like the others and rename(2):
    // Foundation's atomic write leaves a `.dat.nosync…` file of its own when killed.
    let journalPart = journal + suffix
    do {
      try Data(lines.utf8).write(to: URL(fileURLWithPath: journalPart))
      guard rename(journalPart, journal) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [:])
      }
    } catch {
      for path in temporaries + [journalPart] { try? manager.removeItem(atPath: path) }
      throw .writeFailed(journal, reason: error.localizedDescription)
    }
    for (temporary, target) in zip(temporaries, targets) {
      // NB: rename(2) replaces an existing file atomically.
      guard rename(temporary, target) == 0 else {
        let reason = String(cString: strerror(errno))
        Self.finish(journal: journal)
        throw .writeFailed(target, reason: reason)
      }
    }
    try? manager.removeItem(atPath: journal)
    return targets
  }

  /// Finishes the journals of killed writes in `folder` and removes their temporary files in
  /// `directories`.
  package static func recover(folder: String, directories: Set<String>) {
    let manager = FileManager.default
    for entry in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
      guard let pid = processID(entry, prefix: ".skillgraph-render-", suffix: ".journal"),
        !isRunning(pid)
      else { continue }
      finish(journal: "\(folder)/\(entry)")
    }
    for directory in directories.union([folder]) {
      for entry in (try? manager.contentsOfDirectory(atPath: directory)) ?? [] {
        guard let marker = entry.range(of: ".skillgraph-", options: .backwards),
          let pid = processID(
            String(entry[marker.lowerBound...]), prefix: ".skillgraph-", suffix: ".tmp"),
          !isRunning(pid)
        else { continue }
        try? manager.removeItem(atPath: "\(directory)/\(entry)")
      }
    }
  }

  /// Makes the renames a journal lists whose temporary file is still there, then removes it.
  package static func finish(journal: String) {
    let text = (try? String(contentsOfFile: journal, encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "\t", maxSplits: 1)
      guard parts.count == 2, FileManager.default.fileExists(atPath: String(parts[0])) else {
        continue
      }
      _ = rename(String(parts[0]), String(parts[1]))
    }
    try? FileManager.default.removeItem(atPath: journal)
  }

  private static func processID(_ name: String, prefix: String, suffix: String) -> Int32? {
    guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
    return Int32(name.dropFirst(prefix.count).dropLast(suffix.count))
  }

  private static func isRunning(_ pid: Int32) -> Bool {
    pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
  }
}
