import SkillgraphModel

/// A content file that is not searched because an earlier file has its skill ID (the first
/// folder given wins, then the first file found in it), as `skillgraph check` reports it.
public struct NotSearchedFile: Encodable, Sendable, Hashable {
  /// The skill ID both files claim.
  public var id: String
  /// The file left out.
  public var path: String
  /// The file that has the ID.
  public var keptPath: String

  /// A value with every stored property given.
  public init(id: String, path: String, keptPath: String) {
    self.id = id
    self.path = path
    self.keptPath = keptPath
  }

  /// The files of `entries`, in their order, whose skill ID an earlier entry has.
  static func among(_ entries: [SearchIndex.Entry]) -> [NotSearchedFile] {
    var first: [String: String] = [:]
    var left: [NotSearchedFile] = []
    for entry in entries {
      if let kept = first[entry.file.id] {
        left.append(NotSearchedFile(id: entry.file.id, path: entry.file.path, keptPath: kept))
      } else {
        first[entry.file.id] = entry.file.path
      }
    }
    return left
  }
}
