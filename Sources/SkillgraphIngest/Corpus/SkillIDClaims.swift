import SkillgraphMarkdown
package import SkillgraphModel

/// The one rule for two files with one skill ID, which the graph's loader and the search index
/// both apply: the first file, in the order the content folders are given and scanned, that
/// reads as a skill (`FileIngest`: not skipped) keeps the ID; every later one is not ingested
/// and is reported with a `duplicate-id` error.
package struct SkillIDClaims: Sendable {
  /// The file that keeps each ID so far.
  private var owners: [String: String] = [:]

  /// No ID claimed yet.
  package init() {}

  /// Claims `id` for the file at `path`, the next in scan order that reads as a skill: nil when
  /// the file keeps the ID, else why it is not ingested.
  package mutating func claim(_ id: String, path: String) -> FileIngest.Skip? {
    guard let first = owners[id] else {
      owners[id] = path
      return nil
    }
    return FileIngest.Skip(
      skipped: SkippedFile(path: path, reason: "duplicate skill ID '\(id)'"),
      diagnostic: Diagnostic(
        .error, "duplicate-id",
        "skill ID '\(id)' is already used by \(first); this file is not ingested",
        path: path, range: .at(line: 1)))
  }

  /// Which of the files whose claims are `ids`, in scan order (the ID each claims, nil for a
  /// file that does not read as a skill), keep their IDs.
  package static func keeps(_ ids: [String?]) -> [Bool] {
    var rule = SkillIDClaims()
    return ids.enumerated().map { position, id in
      guard let id else { return false }
      return rule.claim(id, path: String(position)) == nil
    }
  }
}
