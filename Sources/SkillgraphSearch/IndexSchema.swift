import Foundation
package import GRDB
package import SkillgraphIngest

/// The layout of the index database, and the checks that tell a Skillgraph index of this
/// version from a foreign or damaged file.
package enum IndexSchema {
  /// `PRAGMA application_id`: "SGIX".
  package static let applicationID: Int32 = 0x5347_4958
  /// `PRAGMA user_version`: bumped when the tables change.
  package static let version: Int32 = 8
  /// Bumped when the units extracted from a document change (new kinds, new keywords), so that
  /// an index built by an older Skillgraph is rebuilt.
  package static let builder = "skillgraph-index-27"
  /// The digest of what `builder` builds: the schema and the units of a fixture document,
  /// checked by `IndexBuilderVersionTests`. A change to what is indexed changes it, and must
  /// come with a new `builder`.
  package static let builderDigest = "defe9fd9946e1821"

  /// The full-text columns of a unit, in order, and their bm25 weights.
  // NB: the ranking adds a title match of its own (`RankingFeatures.titleCoverage`); weighted
  // higher here as well, a title that names the question's words outranked the text that
  // answers it.
  package static let columns: [(name: String, weight: Double)] = [
    ("title", 6), ("heading", 3), ("description", 1), ("body", 1), ("code", 0.6),
    ("keywords", 1),
  ]

  /// The FTS5 rank function: bm25 with the column weights.
  package static var rankFunction: String {
    "bm25(" + columns.map { String($0.weight) }.joined(separator: ", ") + ")"
  }

  /// Creates every table in an empty database.
  // NB: a unit whose text is lines of its file (a section, most entities) stores no text of its
  // own (`units.text` is NULL): an answer cuts it from the file, which the freshness check has
  // just found unchanged. Sections hold their subsections, so stored texts held the collection
  // three times over.
  // NB: `units_fts` is an external-content FTS5 table over the units' full-text columns, so the
  // texts are stored once; its default rank is bm25 with the column weights, which lets FTS5
  // sort a query's best candidates itself.
  package static func create(_ db: Database) throws {
    let names = columns.map(\.name)
    try db.execute(
      sql: """
        PRAGMA application_id = \(applicationID);
        PRAGMA user_version = \(version);
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE vocabulary (concept TEXT NOT NULL, phrase TEXT NOT NULL);
        CREATE TABLE files (
          id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, size INTEGER NOT NULL,
          modified REAL NOT NULL, hash TEXT NOT NULL, skill_id TEXT);
        CREATE TABLE skills (
          id TEXT PRIMARY KEY, file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
          title TEXT NOT NULL, version TEXT, description TEXT NOT NULL, prompts TEXT NOT NULL);
        CREATE TABLE units (
          id INTEGER PRIMARY KEY AUTOINCREMENT, entity_id TEXT NOT NULL,
          file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
          skill_id TEXT NOT NULL, kind TEXT NOT NULL, heading_path TEXT NOT NULL,
          tokens INTEGER NOT NULL, start_line INTEGER NOT NULL, end_line INTEGER NOT NULL,
          minimum_ios REAL, text TEXT,
          \(names.map { "\($0) TEXT NOT NULL" }.joined(separator: ", ")));
        CREATE INDEX units_file ON units(file_id);
        CREATE VIRTUAL TABLE units_fts USING fts5(
          \(names.joined(separator: ", ")), content = 'units', content_rowid = 'id',
          tokenize = 'porter unicode61');
        INSERT INTO units_fts (units_fts, rank) VALUES ('rank', '\(rankFunction)');
        CREATE VIRTUAL TABLE units_vocab USING fts5vocab(units_fts, 'row');
        CREATE VIRTUAL TABLE plain_fts USING fts5(text, tokenize = 'porter unicode61');
        CREATE VIRTUAL TABLE skills_fts USING fts5(
          title, description, prompts, tokenize = 'porter unicode61');
        """)
    try db.execute(
      sql: "INSERT INTO meta (key, value) VALUES ('builder', ?)", arguments: [builder])
  }

  /// Drops every table of `db`, whatever wrote it, so that `create` can start afresh.
  package static func dropAll(_ db: Database) throws {
    let tables = try String.fetchAll(
      db,
      sql: """
        SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
          AND sql LIKE 'CREATE VIRTUAL TABLE%'
        """)
    for table in tables { try db.execute(sql: "DROP TABLE IF EXISTS \"\(table)\"") }
    let rest = try String.fetchAll(
      db,
      sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    for table in rest { try db.execute(sql: "DROP TABLE IF EXISTS \"\(table)\"") }
  }

  /// Whether `db` is an index this version of Skillgraph wrote: the application ID, the schema
  /// version, the builder and the tables all match.
  package static func isCurrent(_ db: Database) throws -> Bool {
    guard try Int32.fetchOne(db, sql: "PRAGMA application_id") == applicationID,
      try Int32.fetchOne(db, sql: "PRAGMA user_version") == version
    else { return false }
    let tables = try String.fetchSet(
      db, sql: "SELECT name FROM sqlite_master WHERE type IN ('table')")
    let needed: Set = [
      "meta", "vocabulary", "files", "skills", "units", "units_fts", "units_vocab", "plain_fts",
      "skills_fts",
    ]
    guard needed.isSubset(of: tables) else { return false }
    return try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'builder'") == builder
  }

  /// Whether `db` is empty: a new file.
  package static func isEmpty(_ db: Database) throws -> Bool {
    try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") == 0
  }
}

extension Vocabulary {
  /// Stores the vocabulary in an index, with its digest and the stamp of the files it was read
  /// from; `replacing` empties the table first.
  package func store(in db: Database, stamp: String, replacing: Bool) throws {
    if replacing { try db.execute(sql: "DELETE FROM vocabulary") }
    let insert = try db.cachedStatement(
      sql: "INSERT INTO vocabulary (concept, phrase) VALUES (?, ?)")
    for (concept, phrases) in concepts {
      for phrase in phrases { try insert.execute(arguments: [concept, phrase]) }
    }
    // NB: a concept's name is never empty, so the empty name marks the outside phrases.
    for phrase in outside { try insert.execute(arguments: ["", phrase]) }
    try db.execute(
      sql:
        "INSERT OR REPLACE INTO meta (key, value) VALUES ('vocabulary', ?), ('vocabulary-files', ?)",
      arguments: [digest, stamp])
  }

  /// The vocabulary an index was built with: for searching it, or (`forIndexing`) for indexing
  /// more files with the same concepts.
  package static func stored(in db: Database, forIndexing: Bool = false) throws -> Vocabulary {
    var concepts: [(concept: String, phrases: [String])] = []
    var outside: [String] = []
    let rows = try Row.fetchCursor(
      db, sql: "SELECT concept, phrase FROM vocabulary ORDER BY rowid")
    while let row = try rows.next() {
      let concept: String = row[0]
      if concept.isEmpty {
        outside.append(row[1])
      } else if concepts.last?.concept == concept {
        concepts[concepts.count - 1].phrases.append(row[1])
      } else {
        concepts.append((concept, [row[1]]))
      }
    }
    return Vocabulary(concepts, outside: outside, forIndexing: forIndexing)
  }

  /// The stamp of vocabulary files: each path with its size and modification time, so that a
  /// search tells a changed file without reading it.
  package static func stamp(of files: [String]) -> String {
    let directory = FileManager.default.currentDirectoryPath
    return files.map { path in
      guard let fingerprint = FileFingerprint(path: path, directory: directory) else { return path }
      return "\(fingerprint.key):\(fingerprint.size):\(fingerprint.modified)"
    }.joined(separator: "\n")
  }
}
