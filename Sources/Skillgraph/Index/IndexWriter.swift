import Foundation
internal import GRDB

/// Writes one file's skill and units into the index, replacing what it held before.
struct IndexWriter {
  let db: Database
  /// Whether the plain BM25 table (the baseline, `--ranking plain`) has been filled, and so
  /// must be kept up to date; it is filled on its first use only.
  let maintainsPlain: Bool
  /// Makes the postings' tokens.
  private let tokenizer: IndexTokenizer

  init(db: Database) throws {
    self.db = db
    tokenizer = try IndexTokenizer(db: db)
    maintainsPlain =
      try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'plain'") != nil
  }

  /// Deletes the file's rows (units, skill, full-text rows); keeps the file row.
  func clear(fileID: Int64) throws {
    try db.execute(
      sql: """
        UPDATE totals SET units = units - (SELECT count(*) FROM units WHERE file_id = ?1),
          tokens = tokens - (SELECT coalesce(sum(length), 0) FROM units WHERE file_id = ?1)
        """,
      arguments: [fileID])
    try db.execute(sql: "DELETE FROM file_postings WHERE file_id = ?", arguments: [fileID])
    // NB: the merged posting lists (`UnitPosting.merge`) still hold the file's units written
    // before the merge: their row IDs, never reused, are left out when read. Units written since
    // are in no merged list: a file edited again and again adds its units to `dead_units` once,
    // not at every edit (which made every 35th re-index of a 60-unit Axiom file compact all the
    // lists, 0.5 s).
    try db.execute(
      sql: """
        INSERT OR IGNORE INTO dead_units (id) SELECT id FROM units
        WHERE file_id = ? AND id <= (SELECT merged_through FROM totals)
        """,
      arguments: [fileID])
    try db.execute(
      sql: "DELETE FROM unit_columns WHERE id IN (SELECT id FROM units WHERE file_id = ?)",
      arguments: [fileID])
    if maintainsPlain {
      let rowIDs = try Int64.fetchAll(
        db, sql: "SELECT id FROM units WHERE file_id = ?", arguments: [fileID])
      for rowID in rowIDs {
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
    let columns = units.map { fullTextColumns(of: $0, skill: skill, isOverview: $0.id == overview) }
    let (lengths, postings) = try postings(of: columns)
    var rowIDs: [Int64] = []
    rowIDs.reserveCapacity(units.count)
    for (index, unit) in units.enumerated() {
      try db.execute(
        sql: """
          INSERT INTO units (entity_id, file_id, skill_id, kind, title, heading_path, text, tokens,
            start_line, end_line, minimum_ios, length) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          unit.id, fileID, skill.id, unit.kind.rawValue, unit.title,
          unit.headingPath.joined(separator: IndexUnit.pathSeparator), unit.text, unit.tokens,
          unit.startLine, unit.endLine, unit.minimumIOS, lengths[index],
        ])
      let rowID = db.lastInsertedRowID
      rowIDs.append(rowID)
      try db.execute(
        sql: """
          INSERT INTO unit_columns (id, title, heading, description, body, code, keywords)
          VALUES (?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: StatementArguments(
          [rowID] + columns[index] as [(any DatabaseValueConvertible)?]))
      if maintainsPlain {
        try db.execute(
          sql: "INSERT INTO plain_fts (rowid, text) VALUES (?, ?)", arguments: [rowID, unit.text])
      }
    }
    let insert = try db.cachedStatement(
      sql: "INSERT INTO file_postings (term, file_id, entries) VALUES (?, ?, ?)")
    for (term, list) in postings {
      let entries = list.map { posting in
        var placed = posting
        placed.rowID = rowIDs[Int(posting.rowID)]
        return placed
      }
      try insert.execute(arguments: [term, fileID, UnitPosting.encode(entries)])
    }
    try db.execute(
      sql: "UPDATE totals SET units = units + ?, tokens = tokens + ?",
      arguments: [units.count, lengths.reduce(0, +)])
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

  /// Each unit's length in tokens, and each term's postings, whose row IDs are still the units'
  /// positions in `columns`.
  private func postings(of columns: [[String]]) throws -> (
    lengths: [Int], postings: [String: [UnitPosting]]
  ) {
    var lengths = Array(repeating: 0, count: columns.count)
    var postings: [String: [UnitPosting]] = [:]
    for instance in try tokenizer.instances(of: columns) {
      lengths[instance.document] += 1
      postings[instance.term, default: []].count(
        document: Int64(instance.document), column: instance.column)
    }
    let measured = postings.mapValues { list in
      list.map { posting in
        var measured = posting
        measured.length = lengths[Int(posting.rowID)]
        return measured
      }
    }
    return (lengths, measured)
  }
}

extension IndexUnit {
  /// Separates the headings of a stored heading path.
  static let pathSeparator = "\u{1F}"
}

extension [UnitPosting] {
  /// Counts one occurrence of the list's term in `column` of `document`.
  // NB: fts5vocab lists a term's instances document by document, so a document's counts are
  // always in the term's last posting.
  fileprivate mutating func count(document: Int64, column: Int) {
    if let last = indices.last, self[last].rowID == document {
      self[last].counts[column] += 1
    } else {
      var counts = SIMD8<UInt16>()
      counts[column] = 1
      append(UnitPosting(rowID: document, length: 0, counts: counts))
    }
  }
}
