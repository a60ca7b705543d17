import Foundation
package import GRDB
import SkillgraphModel
import SkillgraphSupport

/// Writes one file's skill and units into the index, replacing what it held before.
package struct IndexWriter {
  package let db: Database
  /// Whether the plain BM25 table (the baseline, `--ranking plain`) has been filled, and so
  /// must be kept up to date; it is filled on its first use only.
  package let maintainsPlain: Bool

  package init(db: Database) throws {
    self.db = db
    maintainsPlain =
      try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'plain'") != nil
  }

  /// The full-text column names, comma-separated.
  private static let columnList = IndexSchema.columns.map(\.name).joined(separator: ", ")

  /// Deletes the file's rows (units, skill, full-text rows); keeps the file row.
  package func clear(fileID: Int64) throws {
    // NB: an external-content FTS5 table forgets a row only when given the values it indexed.
    try db.execute(
      sql: """
        INSERT INTO units_fts (units_fts, rowid, \(Self.columnList))
        SELECT 'delete', id, \(Self.columnList) FROM units WHERE file_id = ?
        """,
      arguments: [fileID])
    if maintainsPlain {
      try db.execute(
        sql: "DELETE FROM plain_fts WHERE rowid IN (SELECT id FROM units WHERE file_id = ?)",
        arguments: [fileID])
    }
    try db.execute(sql: "DELETE FROM units WHERE file_id = ?", arguments: [fileID])
    try db.execute(
      sql: "DELETE FROM skills_fts WHERE rowid IN (SELECT rowid FROM skills WHERE file_id = ?)",
      arguments: [fileID])
    try db.execute(sql: "DELETE FROM skills WHERE file_id = ?", arguments: [fileID])
  }

  /// Removes a file and everything read from it.
  package func remove(fileID: Int64) throws {
    try clear(fileID: fileID)
    try db.execute(sql: "DELETE FROM files WHERE id = ?", arguments: [fileID])
  }

  /// Inserts or updates the file row; returns its ID.
  package func upsertFile(_ fingerprint: FileFingerprint, hash: String, skillID: String?) throws
    -> Int64
  {
    try db.execute(
      sql: """
        INSERT INTO files (key, size, modified, hash, skill_id) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT(key) DO UPDATE SET size = excluded.size, modified = excluded.modified,
          hash = excluded.hash, skill_id = excluded.skill_id
        """,
      arguments: [fingerprint.key, fingerprint.size, fingerprint.modified, hash, skillID])
    return try Int64.fetchOne(
      db, sql: "SELECT id FROM files WHERE key = ?", arguments: [fingerprint.key]) ?? 0
  }

  /// Writes a file's skill and units for the file `fileID`.
  package func insert(_ file: IndexedFile, fileID: Int64) throws {
    let skill = file.skill
    try db.execute(
      sql: """
        INSERT INTO skills (id, file_id, title, version, description, prompts)
        VALUES (?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        skill.id, fileID, skill.title, skill.version, skill.description, skill.prompts,
      ])
    // NB: a document of a skill folder (`skill/references/file`, the only IDs with a `/`) is
    // not a skill an agent chooses: it takes its skill's fit, and does not crowd the skills out
    // of the few whose descriptions match a question best.
    if !skill.id.contains("/") {
      try db.execute(
        sql: "INSERT INTO skills_fts (rowid, title, description, prompts) VALUES (?, ?, ?, ?)",
        arguments: [
          db.lastInsertedRowID, SearchText.spacingIdeographs(skill.title),
          SearchText.spacingIdeographs(skill.description),
          SearchText.spacingIdeographs(skill.prompts),
        ])
    }
    let insertUnit = try db.cachedStatement(
      sql: """
        INSERT INTO units (entity_id, file_id, skill_id, kind, heading_path, text, tokens,
          start_line, end_line, minimum_ios, \(Self.columnList))
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """)
    let insertText = try db.cachedStatement(
      sql: "INSERT INTO units_fts (rowid, \(Self.columnList)) VALUES (?, ?, ?, ?, ?, ?, ?)")
    for row in file.rows {
      let unit = row.unit
      let values: [(any DatabaseValueConvertible)?] = [
        unit.id, fileID, skill.id, unit.kind.rawValue,
        unit.headingPath.joined(separator: IndexUnit.pathSeparator), row.ownText, unit.tokens,
        unit.startLine, unit.endLine, unit.minimumIOS,
      ]
      try insertUnit.execute(arguments: StatementArguments(values + row.columns))
      let rowID = db.lastInsertedRowID
      try insertText.execute(arguments: StatementArguments([rowID] + row.columns))
      if maintainsPlain {
        try db.execute(
          sql: "INSERT INTO plain_fts (rowid, text) VALUES (?, ?)",
          arguments: [rowID, SearchText.spacingIdeographs(unit.text)])
      }
    }
  }
}

extension IndexUnit {
  /// Separates the headings of a stored heading path.
  package static let pathSeparator = "\u{1F}"
}
