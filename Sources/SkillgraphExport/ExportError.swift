import SkillgraphSupport

/// Why an export could not be made or written.
public enum ExportError: Error, Equatable, CustomStringConvertible {
  /// A skill's or template's file could not be read.
  case unreadable(String)
  /// The front matter could not be written as YAML.
  case frontMatter(String)
  /// The output folder holds files that no export wrote (unless told to replace it).
  case notAnExport(String, reason: String)
  /// The output folder is not one that may be replaced: the root, or a folder that holds the
  /// content or templates being exported.
  case unsafeOutput(String, reason: String)
  /// Writing failed.
  case io(String)

  /// A readable message.
  public var description: String {
    switch self {
    case .unreadable(let path): "cannot read \(path)"
    case .frontMatter(let message): "cannot write front matter: \(message)"
    case .notAnExport(let folder, let reason):
      "\(folder) is not an Agent Skills export: \(reason); choose another folder, or replace it"
    case .unsafeOutput(let folder, let reason): "will not write to \(folder): \(reason)"
    case .io(let message): message
    }
  }

  /// The export's words for why its output folder could not be replaced.
  init(_ error: FolderWriteError) {
    switch error {
    case .unsafe(let folder, let reason): self = .unsafeOutput(folder, reason: reason)
    case .notOurs(let folder, let reason): self = .notAnExport(folder, reason: reason)
    case .io(let message): self = .io(message)
    }
  }
}
