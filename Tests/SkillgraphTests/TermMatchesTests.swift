import Foundation
import GRDB
import Testing

@testable import Skillgraph

/// The document frequencies that weight a question's terms, read from the index's vocabulary,
/// against FTS5's own count of the units matching each term, after a build and after a file is
/// re-indexed.
@Suite("Search index: term frequencies")
struct TermMatchesTests {
  static let terms = [
    "background", "task", "tasks", "settaskcompleted", "bgtaskscheduler", "expiration", "zzzz",
    "running", "ios",
  ]

  func compare(indexAt path: String) throws {
    try FullTextOracle.read(indexAt: path) { db in
      let matches = try TermMatches(db: db, terms: Self.terms)
      #expect(matches.unitCount == (try Int.fetchOne(db, sql: "SELECT count(*) FROM units_fts")))
      for (index, term) in Self.terms.enumerated() {
        let expected = try Int.fetchOne(
          db, sql: "SELECT count(*) FROM units_fts WHERE units_fts MATCH ?",
          arguments: ["\"\(term)\""])
        #expect(matches.documentFrequency(ofTermAt: index) == expected, "\(term)")
      }
    }
  }

  @Test("each term's frequency is the number of units FTS5 matches with it")
  func frequenciesAsFTS5() throws {
    let folder = try TemporaryFolder.holdingShippedContent()
    defer { folder.remove() }
    let path = folder.file("index.sqlite")
    let index = SearchIndex(folders: [folder.path], indexPath: path)
    _ = try index.refresh()
    try compare(indexAt: path)
    let file = folder.file("background-processing-diag.md")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    try (text + "\n## Extra task\n\nOne more background task runs here.\n").write(
      toFile: file, atomically: true, encoding: .utf8)
    #expect(try index.refresh().changed == 1)
    try compare(indexAt: path)
  }
}
