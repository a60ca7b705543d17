import Foundation
import SkillgraphSupport

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
    let staging = try SiteStaging(folder: folder)
    var paths: Set<String> = []
    for file in files {
      let problem: SiteError? =
        !SitePath.isContained(file.path)
        ? .pathEscapes(file.path) : paths.insert(file.path).inserted ? nil : .samePath(file.path)
      if let problem {
        staging.discard()
        throw problem
      }
    }
    // NB: files are written on every core, one folder per thread at a time, largest folder
    // first: threads creating files in the same folder contend for its lock in the kernel.
    let folders = Dictionary(grouping: files.indices) { index in
      files[index].path.split(separator: "/").dropLast().joined(separator: "/")
    }.values.sorted { $0.count > $1.count }
    DispatchQueue.concurrentPerform(iterations: folders.count) { folder in
      for index in folders[folder] { staging.store(files[index].path, files[index].contents) }
    }
    try staging.commit()
  }
}

/// Why a site could not be written.
public enum SiteError: Error, Equatable, CustomStringConvertible {
  /// A file's path would land outside the output folder.
  case pathEscapes(String)
  /// The output folder is not one this tool may replace.
  case unsafeOutput(String, reason: String)
  /// The output folder holds files and is not a site written by this tool.
  case notASite(String, reason: String)
  /// Two pages would be written to one path (two IDs with one file name).
  case samePath(String)
  /// A file or folder could not be written.
  case io(String)

  /// A readable message.
  public var description: String {
    switch self {
    case .pathEscapes(let path): "refusing to write '\(path)': it leaves the output folder"
    case .unsafeOutput(let folder, let reason):
      "refusing to use '\(folder)' as the output folder: \(reason)"
    case .notASite(let folder, let reason):
      "'\(folder)' is not a site written by skillgraph: \(reason); choose an empty or new folder"
    case .samePath(let path):
      "two pages would be written to '\(path)': rename one of the skills whose IDs differ only by '/' and '-'"
    case .io(let message): message
    }
  }

  /// The site's words for why its output folder could not be replaced.
  init(_ error: FolderWriteError) {
    switch error {
    case .unsafe(let folder, let reason): self = .unsafeOutput(folder, reason: reason)
    case .notOurs(let folder, let reason): self = .notASite(folder, reason: reason)
    case .io(let message): self = .io(message)
    }
  }
}
