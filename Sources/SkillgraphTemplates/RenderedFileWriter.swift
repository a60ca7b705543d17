import Foundation
import SkillgraphSupport

/// Writes rendered files into a folder: refuses to replace existing files unless forced, writes
/// each file through a temporary file and a rename, and removes what it wrote if any write fails.
/// Nothing is written or renamed outside the folder, and a folder inside it that is a link
/// leading out is refused.
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
  /// beside its target; then a journal listing the targets is written (one rename, so it is
  /// there whole or not at all); then the renames are made and the journal removed. A run
  /// killed before the journal leaves only temporary files; one killed after it leaves a
  /// journal. The next write into the folder finishes the renames of a journal whose process
  /// is gone and removes such temporary files, so a kill never leaves a mix of two sets.
  public func write(_ files: [RenderedFile]) throws(TemplateError) -> [String] {
    let manager = FileManager.default
    let targets = files.map { "\(folder)/\($0.path)" }
    for file in files where !RenderJournal.isRelativeInside(file.path) {
      throw .writeFailed(file.path, reason: "it leaves the output folder")
    }
    let directories = Set(targets.map { ($0 as NSString).deletingLastPathComponent })
    try RenderJournal.recover(folder: folder, directories: directories)
    if !force {
      let existing = targets.filter { FileStatus(of: $0) != nil }
      guard existing.isEmpty else { throw .fileExists(existing) }
    }
    let suffix = RenderJournal.temporarySuffix(getpid())
    var temporaries: [String] = []
    func discard() { for path in temporaries { unlink(path) } }
    for (file, target) in zip(files, targets) {
      let directory = (target as NSString).deletingLastPathComponent
      let temporary = "\(directory)/.\((target as NSString).lastPathComponent)\(suffix)"
      do {
        // NB: checked before creating anything, on the nearest folder that exists, so that a
        // link on the path does not get folders created at its far end; and again after.
        guard RenderJournal.staysInsideOnceCreated(directory, folder: folder) else {
          throw TemplateError.writeFailed(
            target, reason: "a folder on its path is a link that leaves the output folder")
        }
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        guard RenderJournal.staysInside(directory, folder: folder) else {
          throw TemplateError.writeFailed(
            target, reason: "a folder on its path is a link that leaves the output folder")
        }
        unlink(temporary)
        try RenderJournal.create(temporary, contents: Data(file.contents.utf8))
        temporaries.append(temporary)
      } catch let error as TemplateError {
        discard()
        throw error
      } catch {
        discard()
        throw .writeFailed(target, reason: error.localizedDescription)
      }
    }
    let journal = "\(folder)/\(RenderJournal.name(getpid()))"
    // NB: the journal too goes through a temporary file named like the others and rename(2):
    // Foundation's atomic write leaves a `.dat.nosync…` file of its own when killed.
    let journalPart = journal + suffix
    do {
      unlink(journalPart)
      let lines = files.map { $0.path + "\n" }.joined()
      try RenderJournal.create(journalPart, contents: Data(lines.utf8))
      guard rename(journalPart, journal) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [:])
      }
    } catch {
      discard()
      unlink(journalPart)
      throw .writeFailed(journal, reason: error.localizedDescription)
    }
    for (index, (temporary, target)) in zip(temporaries, targets).enumerated() {
      // NB: rename(2) replaces an existing file atomically; a link at the target is replaced
      // itself, never followed. A rename that fails (a folder in the way) cannot undo the
      // ones before it, which replaced files: the error says which were written.
      guard rename(temporary, target) == 0 else {
        let reason = String(cString: strerror(errno))
        for path in temporaries[index...] { unlink(path) }
        unlink(journal)
        guard index > 0 else { throw .writeFailed(target, reason: reason) }
        throw .partlyWritten(target, reason: reason, written: Array(targets[..<index]))
      }
    }
    unlink(journal)
    return targets
  }
}
