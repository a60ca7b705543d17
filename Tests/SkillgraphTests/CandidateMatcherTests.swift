import GRDB
import Testing

@testable import Skillgraph

/// The phrase checks of ranking, made over tokens in Swift, against FTS5's own phrase queries
/// over the same units (the oracle), on the shipped content.
@Suite("Candidate phrase matching")
struct CandidateMatcherTests {
  static let phrases = [
    "background task", "task never runs", "settaskcompleted", "bgtaskscheduler",
    "app refresh", "the app", "running tasks", "url session", "content available",
    "expiration handler", "of the", "ios 13", "zzzz nothing", "—", "task", "tasks scheduled",
  ]

  @Test("a phrase matches the units FTS5 matches with it, in every column set")
  func phrasesMatchAsFTS5() throws {
    let folder = try TemporaryFolder.holdingShippedContent()
    defer { folder.remove() }
    let path = folder.file("index.sqlite")
    _ = try SearchIndex(folders: [folder.path], indexPath: path).refresh()
    try FullTextOracle.read(indexAt: path) { db in
      let rowIDs = try Int64.fetchAll(db, sql: "SELECT rowid FROM units_fts ORDER BY rowid")
      #expect(rowIDs.count > 40, "the content has units to compare")
      let matcher = try CandidateMatcher(
        db: db, tokenizer: PorterTokenizer(db: db), rowIDs: rowIDs, phrases: Self.phrases)
      for columns in [["title", "heading"], CandidateMatcher.columns, ["body"]] {
        for phrase in Self.phrases {
          let expression = "{\(columns.joined(separator: " "))} : \"\(phrase)\""
          let expected = try Int64.fetchAll(
            db, sql: "SELECT rowid FROM units_fts WHERE units_fts MATCH ? ORDER BY rowid",
            arguments: [expression])
          #expect(try matcher.matching(phrase, in: columns) == expected, "\(expression)")
        }
      }
    }
  }

  @Test("a text's tokens are the terms FTS5 indexes for it")
  func tokensAsFTS5() throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE VIRTUAL TABLE t USING fts5(text, tokenize = 'porter unicode61');
          CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance');
          """)
      let tokenizer = try PorterTokenizer(db: db)
      for text in [
        "Running tasks ran quickly", "BGTaskScheduler.shared.submit(_:)", "Café naïve — ÉCOLE",
        "", "...", "iOS 26+ setTaskCompleted(success:)",
      ] {
        try db.execute(sql: "DELETE FROM t")
        try db.execute(sql: "INSERT INTO t (rowid, text) VALUES (1, ?)", arguments: [text])
        let expected = try String.fetchAll(db, sql: "SELECT term FROM v ORDER BY offset")
        #expect(try tokenizer.tokens(of: text) == expected, "\(text)")
      }
    }
  }
}
