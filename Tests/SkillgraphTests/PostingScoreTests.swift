import Foundation
import GRDB
import Testing

@testable import Skillgraph

/// The bm25 computed from the postings table against FTS5's own `bm25()` over the unit columns
/// (`FullTextOracle`): same units, same scores, on the shipped content, after a full build and after one
/// file was re-indexed.
@Suite("Posting scores")
struct PostingScoreTests {
  static let questions = [
    "BGTaskScheduler task never runs",
    "background app refresh doesn't fire after the user swipes the app away",
    "how long can a BGProcessingTask run",
    "expiration handler setTaskCompleted",
    "silent push content-available not delivered",
    "URLSession background download finished while the app was suspended",
    "Which task type should I use for a 10 minute export?",
    "task",
    "zzzz nothing matches this",
  ]

  /// FTS5's scores (negated, higher is better) for the terms joined by OR.
  func ftsScores(_ db: Database, terms: [String]) throws -> [Int64: Double] {
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT rowid, bm25(units_fts, \(FullTextOracle.weightList)) FROM units_fts
        WHERE units_fts MATCH ?
        """,
      arguments: [QueryPlan.matchExpression(terms)])
    return Dictionary(
      uniqueKeysWithValues: rows.map { row in (row[0] as Int64, -(row[1] as Double)) })
  }

  func compare(indexAt path: String) throws {
    try FullTextOracle.read(indexAt: path) { db in
      for question in Self.questions {
        let terms = QueryPlan(question).terms
        let matches = try TermMatches(db: db, terms: terms)
        let ours = Dictionary(
          uniqueKeysWithValues: matches.scores(weights: IndexSchema.columns.map(\.weight)).map {
            ($0.rowID, $0.score)
          })
        let theirs = try ftsScores(db, terms: terms)
        #expect(Set(ours.keys) == Set(theirs.keys), "units matching '\(question)'")
        for (rowID, score) in theirs {
          #expect(ours[rowID] == score, "bm25 of unit \(rowID) for '\(question)'")
        }
        for (index, term) in terms.enumerated() {
          let hits = try Int.fetchOne(
            db, sql: "SELECT count(*) FROM units_fts WHERE units_fts MATCH ?",
            arguments: [QueryPlan.matchExpression([term])])
          #expect(matches.documentFrequency(ofTermAt: index) == hits, "units holding '\(term)'")
        }
      }
      #expect(!(try ftsScores(db, terms: ["task"])).isEmpty, "the content has units to compare")
    }
  }

  @Test("bm25 from the postings equals FTS5's, after a build and after a re-index")
  func postingsScoreAsFTS5() throws {
    let folder = try TemporaryFolder.holdingShippedContent()
    defer { folder.remove() }
    let path = folder.file("index.sqlite")
    let index = SearchIndex(folders: [folder.path], indexPath: path)
    _ = try index.refresh()
    try compare(indexAt: path)

    // The reference's 26 units are under a quarter of all: they stay in the merged lists,
    // left out as dead units. Its new units are in no merged list: re-indexed again, the file
    // adds no dead units. With the main skill's units on top, the lists are compacted.
    for (name, deadAfter) in [
      ("background-processing-ref.md", 26), ("background-processing-ref.md", 26),
      ("background-processing.md", 0),
    ] {
      let changed = folder.file(name)
      let text = try String(contentsOfFile: changed, encoding: .utf8)
      try (text + "\n\n## Added later\n\nThe task never runs when the app was swiped away.\n")
        .write(toFile: changed, atomically: true, encoding: .utf8)
      #expect(try index.refresh().changed == 1)
      let (dead, perFile) = try SearchIndex.queue(path, readonly: true).read { db in
        (
          try Int.fetchOne(db, sql: "SELECT count(*) FROM dead_units") ?? 0,
          try Int.fetchOne(db, sql: "SELECT count(*) FROM file_postings") ?? 0
        )
      }
      #expect(dead == deadAfter, "dead units after re-indexing \(name)")
      #expect((perFile == 0) == (deadAfter == 0), "lists of one file after re-indexing \(name)")
      try compare(indexAt: path)
    }
  }
}

extension PostingScoreTests {
  @Test("the best few of many scores are the head of the sorted list, ties in row order")
  func bestFew() {
    var generator = SystemRandomNumberGenerator()
    let scores = (1...500).map { row in
      (rowID: Int64(row), score: Double(Int.random(in: 0..<60, using: &generator)))
    }.shuffled()
    let sorted = scores.sorted {
      $0.score > $1.score || ($0.score == $1.score && $0.rowID < $1.rowID)
    }
    for count in [1, 7, 40, 600] {
      let best = SearchRanker.best(scores, count: count)
      #expect(best.map(\.rowID) == sorted.prefix(count).map(\.rowID), "best \(count)")
    }
  }
}
