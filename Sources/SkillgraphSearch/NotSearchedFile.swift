import GRDB
import SkillgraphIngest
import SkillgraphModel

/// A content file that is not searched because an earlier file has its skill ID (the first
/// folder given wins, then the first file found in it that reads as a skill), as
/// `skillgraph check` reports it.
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

  /// The files of `entries`, in their order, whose skill ID an earlier entry that reads as a
  /// skill has (`SkillIDClaims`, the graph's rule), from the claims the index `db` stored.
  static func among(_ entries: [SearchIndex.Entry], db: Database) throws -> [NotSearchedFile] {
    // NB: most collections have no two files with one ID: the index is asked only when some do.
    var ids = Set<String>()
    guard entries.contains(where: { !ids.insert($0.file.id).inserted }) else { return [] }
    var stored: [String: String] = [:]
    for row in try Row.fetchAll(
      db, sql: "SELECT key, skill_id FROM files WHERE skill_id IS NOT NULL")
    {
      stored[row[0]] = row[1]
    }
    let claims = entries.map { stored[$0.fingerprint.key] }
    let keeps = SkillIDClaims.keeps(claims)
    var kept: [String: String] = [:]
    for (position, entry) in entries.enumerated() where keeps[position] {
      if let id = claims[position], kept[id] == nil { kept[id] = entry.file.path }
    }
    return entries.indices.compactMap { position in
      guard !keeps[position], let id = claims[position], let keptPath = kept[id] else { return nil }
      return NotSearchedFile(id: id, path: entries[position].file.path, keptPath: keptPath)
    }
  }
}
