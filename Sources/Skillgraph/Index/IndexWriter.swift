import Foundation
internal import GRDB

/// Writes one file's skill and units into the index, replacing what it held before.
struct IndexWriter {
  let db: Database
  /// Whether the plain BM25 table (the baseline, `--ranking plain`) has been filled, and so
  /// must be kept up to date; it is filled on its first use only.
  let maintainsPlain: Bool

  init(db: Database) throws {
    self.db = db
    maintainsPlain =
      try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'plain'") != nil
  }

  /// The full-text column names, comma-separated.
  private static let columnList = IndexSchema.columns.map(\.name).joined(separator: ", ")

  /// Deletes the file's rows (units, skill, full-text rows); keeps the file row.
  func clear(fileID: Int64) throws {
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
  func remove(fileID: Int64) throws {
    try clear(fileID: fileID)
    try db.execute(sql: "DELETE FROM files WHERE id = ?", arguments: [fileID])
  }

  /// Inserts or updates the file row; returns its ID.
  func upsertFile(_ fingerprint: FileFingerprint, hash: String, skillID: String?) throws -> Int64 {
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

  /// Writes a skill and its units for the file `fileID`.
  func insert(skill: IndexedSkill, units: [IndexUnit], fileID: Int64) throws {
    try db.execute(
      sql: """
        INSERT INTO skills (id, file_id, title, version, description, prompts)
        VALUES (?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        skill.id, fileID, skill.title, skill.version, skill.description, skill.prompts,
      ])
    try db.execute(
      sql: "INSERT INTO skills_fts (rowid, title, description, prompts) VALUES (?, ?, ?, ?)",
      arguments: [db.lastInsertedRowID, skill.title, skill.description, skill.prompts])
    // NB: the description goes only into the skill's top unit (its H1 section): repeated in
    // every unit it would make its own words look common and lose their weight everywhere.
    let overview = units.first { $0.kind == .section && $0.headingPath.count == 1 }?.id
    let insertUnit = try db.cachedStatement(
      sql: """
        INSERT INTO units (entity_id, file_id, skill_id, kind, heading_path, text, tokens,
          start_line, end_line, minimum_ios, \(Self.columnList))
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """)
    let insertText = try db.cachedStatement(
      sql: "INSERT INTO units_fts (rowid, \(Self.columnList)) VALUES (?, ?, ?, ?, ?, ?, ?)")
    for unit in units {
      let columns = fullTextColumns(of: unit, skill: skill, isOverview: unit.id == overview)
      let values: [(any DatabaseValueConvertible)?] = [
        unit.id, fileID, skill.id, unit.kind.rawValue,
        unit.headingPath.joined(separator: IndexUnit.pathSeparator), unit.text, unit.tokens,
        unit.startLine, unit.endLine, unit.minimumIOS,
      ]
      try insertUnit.execute(arguments: StatementArguments(values + columns))
      let rowID = db.lastInsertedRowID
      try insertText.execute(arguments: StatementArguments([rowID] + columns))
      if maintainsPlain {
        try db.execute(
          sql: "INSERT INTO plain_fts (rowid, text) VALUES (?, ?)", arguments: [rowID, unit.text])
      }
    }
  }

  /// The texts of a unit's full-text columns, in `IndexSchema.columns` order.
  private func fullTextColumns(of unit: IndexUnit, skill: IndexedSkill, isOverview: Bool)
    -> [String]
  {
    var path =
      unit.headingPath.last == unit.title ? unit.headingPath.dropLast() : unit.headingPath[...]
    if path.first == skill.title { path = path.dropFirst() }
    // NB: the synonym concepts of the title go with the heading path, so that a title in other
    // words ("Task Terminates Early") still counts as a title match.
    let titleConcepts = Synonyms.concepts(in: SearchText.words(unit.title)).sorted()
    let heading = ([path.joined(separator: " / ")] + titleConcepts.map(Synonyms.marker))
      .joined(separator: " ")
    let context = isOverview ? skill.title + "\n" + skill.description : ""
    let keywords = SearchText.keywords(
      for: [unit.title, path.joined(separator: " "), unit.body, unit.code].joined(separator: "\n"))
    return [unit.title, heading, context, unit.body, unit.code, keywords]
  }
}

extension IndexUnit {
  /// Separates the headings of a stored heading path.
  static let pathSeparator = "\u{1F}"
}
