public import SkillgraphDecisions
public import SkillgraphIngest
public import SkillgraphMarkdown
public import SkillgraphModel
public import SkillgraphSearch
public import SkillgraphSite
public import SkillgraphTemplates

/// Why an export could not be made or written.
public enum ExportError: Error, Equatable, CustomStringConvertible {
  /// A skill's or template's file could not be read.
  case unreadable(String)
  /// The front matter could not be written as YAML.
  case frontMatter(String)
  /// The output folder holds files that no export wrote (`--force` replaces it).
  case notAnExport(String)
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
    case .notAnExport(let folder):
      "\(folder) is not empty and is not an Agent Skills export; choose another folder, or pass --force to replace it"
    case .unsafeOutput(let folder, let reason): "will not write to \(folder): \(reason)"
    case .io(let message): message
    }
  }
}
