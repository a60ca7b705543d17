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

  /// Deletes the file's rows (units, skill, full-text rows); keeps the file row.
  func clear(fileID: Int64) throws {
    let rowIDs = try Int64.fetchAll(
      db, sql: "SELECT id FROM units WHERE file_id = ?", arguments: [fileID])
    for rowID in rowIDs {
      try db.execute(sql: "DELETE FROM units_fts WHERE rowid = ?", arguments: [rowID])
      if maintainsPlain {
        try db.execute(sql: "DELETE FROM plain_fts WHERE rowid = ?", arguments: [rowID])
      }
    }
    try db.execute(sql: "DELETE FROM units WHERE file_id = ?", arguments: [fileID])
    let skillRows = try Int64.fetchAll(
      db, sql: "SELECT rowid FROM skills WHERE file_id = ?", arguments: [fileID])
    for rowID in skillRows {
      try db.execute(sql: "DELETE FROM skills_fts WHERE rowid = ?", arguments: [rowID])
    }
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
    for unit in units {
      try db.execute(
        sql: """
          INSERT INTO units (entity_id, file_id, skill_id, kind, title, heading_path, text, tokens,
            start_line, end_line, minimum_ios) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          unit.id, fileID, skill.id, unit.kind.rawValue, unit.title,
          unit.headingPath.joined(separator: IndexUnit.pathSeparator), unit.text, unit.tokens,
          unit.startLine, unit.endLine, unit.minimumIOS,
        ])
      let rowID = db.lastInsertedRowID
      var path =
        unit.headingPath.last == unit.title ? unit.headingPath.dropLast() : unit.headingPath[...]
      if path.first == skill.title { path = path.dropFirst() }
      // NB: the synonym concepts of the title go with the heading path, so that a title in other
      // words ("Task Terminates Early") still counts as a title match.
      let titleConcepts = Synonyms.concepts(in: SearchText.words(unit.title)).sorted()
      let heading = ([path.joined(separator: " / ")] + titleConcepts.map(Synonyms.marker))
        .joined(separator: " ")
      let context = unit.id == overview ? skill.title + "\n" + skill.description : ""
      let keywords = SearchText.keywords(
        for: [unit.title, path.joined(separator: " "), unit.body, unit.code].joined(
          separator: "\n"))
      try db.execute(
        sql: """
          INSERT INTO units_fts (rowid, title, heading, description, body, code, keywords)
          VALUES (?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          rowID, unit.title, heading, context,
          unit.body, unit.code, keywords,
        ])
      if maintainsPlain {
        try db.execute(
          sql: "INSERT INTO plain_fts (rowid, text) VALUES (?, ?)", arguments: [rowID, unit.text])
      }
    }
  }
}

extension IndexUnit {
  /// Separates the headings of a stored heading path.
  static let pathSeparator = "\u{1F}"
}
