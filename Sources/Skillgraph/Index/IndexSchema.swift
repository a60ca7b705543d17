internal import GRDB

/// The layout of the index database, and the checks that tell a Skillgraph index of this
/// version from a foreign or damaged file.
enum IndexSchema {
  /// `PRAGMA application_id`: "SGIX".
  static let applicationID: Int32 = 0x5347_4958
  /// `PRAGMA user_version`: bumped when the tables change.
  static let version: Int32 = 6
  /// Bumped when the units extracted from a document change (new kinds, new keywords), so that
  /// an index built by an older Skillgraph is rebuilt.
  static let builder = "skillgraph-index-20"

  /// The full-text columns of a unit, in order, and their bm25 weights (`TermMatches` scores as
  /// FTS5's `bm25()` would over a table of these columns).
  // NB: the title and heading weights were 10 and 4 until session 5; the ranking adds a title
  // match of its own (`RankingFeatures.titleCoverage`), and counted twice a title that names
  // the question's words outranked the text that answers it.
  static let columns: [(name: String, weight: Double)] = [
    ("title", 6), ("heading", 3), ("description", 1), ("body", 1), ("code", 0.6),
    ("keywords", 1),
  ]

  /// Creates every table in an empty database.
  // NB: `postings` holds the merged lists, one row per term; each file's own lists, written since
  // the last merge, are in `file_postings`. With both in one table (until session 8), a
  // re-indexed file's 900 lists went into the one term index of the whole collection's lists,
  // onto some 270 pages spread through it, each journaled and written at commit. In a table keyed
  // by term (until session 5) they went among the merged lists themselves, and re-indexing one
  // file cost 1.6 times indexing it alone.
  // NB: the units' full-text columns are a plain table, not an FTS5 one: a search reads its
  // terms from `postings` and the candidates' texts from `unit_columns`. An FTS5 index of these
  // columns was never read, and building it and deleting from it tokenized every text twice
  // more (until session 7).
  static func create(_ db: Database) throws {
    try db.execute(
      sql: """
        PRAGMA application_id = \(applicationID);
        PRAGMA user_version = \(version);
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE folders (path TEXT PRIMARY KEY, modified REAL NOT NULL);
        CREATE TABLE scan (
          id TEXT NOT NULL, path TEXT NOT NULL, relative_path TEXT NOT NULL, suite TEXT,
          role TEXT NOT NULL, expected_name TEXT NOT NULL);
        CREATE TABLE files (
          id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, size INTEGER NOT NULL,
          modified REAL NOT NULL, hash TEXT NOT NULL, skill_id TEXT);
        CREATE TABLE skills (
          id TEXT PRIMARY KEY, file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
          title TEXT NOT NULL, version TEXT, description TEXT NOT NULL, prompts TEXT NOT NULL);
        CREATE TABLE units (
          id INTEGER PRIMARY KEY AUTOINCREMENT, entity_id TEXT NOT NULL,
          file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
          skill_id TEXT NOT NULL, kind TEXT NOT NULL, title TEXT NOT NULL,
          heading_path TEXT NOT NULL, tokens INTEGER NOT NULL, start_line INTEGER NOT NULL,
          end_line INTEGER NOT NULL, minimum_ios REAL, text TEXT NOT NULL,
          length INTEGER NOT NULL);
        CREATE INDEX units_file ON units(file_id);
        CREATE TABLE postings (term TEXT NOT NULL, entries BLOB NOT NULL);
        CREATE INDEX postings_term ON postings(term);
        CREATE TABLE file_postings (
          term TEXT NOT NULL, file_id INTEGER NOT NULL, entries BLOB NOT NULL);
        CREATE INDEX file_postings_term ON file_postings(term);
        CREATE INDEX file_postings_file ON file_postings(file_id);
        CREATE TABLE dead_units (id INTEGER PRIMARY KEY);
        CREATE TABLE snapshot (id INTEGER PRIMARY KEY, data BLOB NOT NULL);
        CREATE TABLE totals (
          units INTEGER NOT NULL, tokens INTEGER NOT NULL, merged_through INTEGER NOT NULL);
        INSERT INTO totals (units, tokens, merged_through) VALUES (0, 0, 0);
        CREATE TABLE unit_columns (
          id INTEGER PRIMARY KEY, \(columns.map { "\($0.name) TEXT NOT NULL" }.joined(separator: ", ")));
        CREATE VIRTUAL TABLE plain_fts USING fts5(text, tokenize = 'porter unicode61');
        CREATE VIRTUAL TABLE skills_fts USING fts5(
          title, description, prompts, tokenize = 'porter unicode61');
        """)
    try db.execute(
      sql: "INSERT INTO meta (key, value) VALUES ('builder', ?)", arguments: [builder])
    // NB: no merging of full-text segments while one file is re-indexed (it made a small update
    // pay for merges of the whole index); FTS5 still merges when a level holds 16 segments.
    for table in ["plain_fts", "skills_fts"] {
      try db.execute(sql: "INSERT INTO \(table) (\(table), rank) VALUES ('automerge', 0)")
    }
  }

  /// Merges the segments of the skills' full-text table into one, and the postings of each term,
  /// after a full build only.
  // NB: a build leaves several large segments on the lowest level, where each re-index of one
  // file adds small ones: once that level held 16, FTS5 merged all of them, rewriting the whole
  // index during a small update. Merged, the large segment sits on a level of its own, and
  // every search reads one segment per term instead of several.
  static func optimize(_ db: Database) throws {
    try db.execute(sql: "INSERT INTO skills_fts (skills_fts) VALUES ('optimize')")
    try UnitPosting.merge(db)
  }

  /// Whether `db` is an index this version of Skillgraph wrote: the application ID, the schema
  /// version, the builder and the tables all match.
  static func isCurrent(_ db: Database) throws -> Bool {
    guard try Int32.fetchOne(db, sql: "PRAGMA application_id") == applicationID,
      try Int32.fetchOne(db, sql: "PRAGMA user_version") == version
    else { return false }
    let tables = try String.fetchSet(
      db, sql: "SELECT name FROM sqlite_master WHERE type IN ('table')")
    let needed: Set = [
      "meta", "folders", "scan", "files", "skills", "units", "unit_columns", "plain_fts",
      "skills_fts",
      "postings", "file_postings", "totals", "dead_units", "snapshot",
    ]
    guard needed.isSubset(of: tables) else { return false }
    return try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'builder'") == builder
  }
}
