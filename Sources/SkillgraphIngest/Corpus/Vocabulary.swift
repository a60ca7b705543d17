import Foundation
package import SkillgraphModel
import SkillgraphSupport

/// The words developers use for the same thing, grouped by concept: "kill", "swipe away" and
/// "force quit" all name the user terminating the app.
///
/// A vocabulary is data: Skillgraph's general list (`Vocabulary/general.yml`, shipped with the
/// tool) plus the `vocabulary.yml` at the root of each collection read (`VocabularyFile`). Both
/// the indexed text and the query are scanned for its phrases; each concept found adds one
/// marker term (`qx` + the concept) to the unit's keywords or to the query, so that a question
/// in one wording finds a section written in another. Phrases are lowercase words separated by
/// single spaces, apostrophes removed ("doesnt"), and match whole words.
///
/// A collection may also name look-alike topics it does not cover (`outside`): a question that
/// holds one of those phrases, answered by a unit that does not, is not trusted as covered.
package struct Vocabulary: Sendable {
  /// Each concept and its phrases, in the order read.
  package let concepts: [(concept: String, phrases: [String])]
  /// The phrases of look-alike topics the collections do not cover, in the order read.
  package let outside: [String]
  /// Phrase look-up by first word, for indexing.
  private let byFirstWord: [WordKey: [(words: [Substring], concept: String)]]
  /// The shapes of the phrases' first words.
  private let firstWords: WordShapes

  /// A vocabulary of `concepts`; phrases of one concept given twice (in several files) merge.
  /// `forIndexing` builds the table that `concepts(in:)` reads (a search needs only
  /// `scannedConcepts(in:)`).
  package init(
    _ concepts: [(concept: String, phrases: [String])], outside: [String] = [],
    forIndexing: Bool = true
  ) {
    var seen = Set<String>()
    self.outside = outside.filter { seen.insert($0).inserted }
    var merged: [(concept: String, phrases: [String])] = []
    var positions: [String: Int] = [:]
    for (concept, phrases) in concepts {
      if let position = positions[concept] {
        merged[position].phrases += phrases.filter { !merged[position].phrases.contains($0) }
      } else {
        positions[concept] = merged.count
        merged.append((concept, phrases))
      }
    }
    self.concepts = merged
    // NB: the phrases are split on their UTF-8 bytes: split by Character, 1,700 phrases cost
    // about 2 ms of a process's start.
    var table: [WordKey: [(words: [Substring], concept: String)]] = [:]
    for (concept, phrases) in forIndexing ? merged : [] {
      for phrase in phrases {
        let words = phrase.utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
        guard let first = words.first else { continue }
        table[WordKey(first), default: []].append((words, concept))
      }
    }
    byFirstWord = table
    firstWords = WordShapes(table.keys.map(\.word))
  }

  /// No concepts at all.
  package static let empty = Vocabulary([])

  /// The marker term of a concept, as it is indexed.
  package static func marker(_ concept: String) -> String { "qx" + concept }

  /// The concepts whose phrases occur in `words` (lowercase, apostrophes removed).
  package func concepts(in words: [Substring]) -> Set<String> {
    var found = Set<String>()
    for (position, word) in words.enumerated() {
      guard firstWords.mayContain(word), let candidates = byFirstWord[WordKey(word)] else {
        continue
      }
      for candidate in candidates where !found.contains(candidate.concept) {
        let end = position + candidate.words.count
        guard end <= words.count else { continue }
        if words[position..<end].elementsEqual(
          candidate.words, by: { $0.utf8.elementsEqual($1.utf8) })
        {
          found.insert(candidate.concept)
        }
      }
    }
    return found
  }

  /// `concepts(in:)` for a question, by searching the bytes of its words, joined by spaces, for
  /// each phrase: words hold no spaces, so " phrase " occurs in " word word … " exactly where
  /// the phrase's words follow one another.
  // NB: a query asks once: building the look-up table cost about 1.3 ms, a twelfth of a query,
  // where this scan does not show in a profile; indexing asks for every unit and builds the
  // table once.
  package func scannedConcepts(in words: [Substring]) -> Set<String> {
    var text = " " + words.joined(separator: " ") + " "
    return text.withUTF8 { bytes in
      var found = Set<String>()
      for (concept, phrases) in concepts where !found.contains(concept) {
        let occurs = phrases.contains { Self.phrase($0, occursIn: bytes) }
        if occurs { found.insert(concept) }
      }
      return found
    }
  }

  /// The `outside` phrases that occur in `words` (lowercase, apostrophes removed), scanned as
  /// `scannedConcepts(in:)` scans.
  package func scannedOutside(in words: [Substring]) -> [String] {
    guard !outside.isEmpty else { return [] }
    var text = " " + words.joined(separator: " ") + " "
    return text.withUTF8 { bytes in outside.filter { Self.phrase($0, occursIn: bytes) } }
  }

  /// Whether `phrase` occurs as whole words in `bytes`, words joined by single spaces with a
  /// space at each end.
  private static func phrase(_ phrase: String, occursIn bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var needle = " " + phrase + " "
    return needle.withUTF8 { bytes.containsBytes($0) }
  }

  /// The vocabulary files read with `folders`: the general list shipped with Skillgraph, then
  /// the `vocabulary.yml` at the root of each folder that has one.
  package static func files(for folders: [String]) -> [String] {
    let general = (ShippedFolders.vocabulary as NSString).appendingPathComponent("general.yml")
    let own = folders.map { ($0 as NSString).appendingPathComponent(VocabularyFile.name) }
    return ([general] + own).filter { FileManager.default.fileExists(atPath: $0) }
  }

  /// The vocabulary of `files`, and the problems found in them.
  package static func load(_ files: [String]) -> (vocabulary: Vocabulary, diagnostics: [Diagnostic])
  {
    var concepts: [(concept: String, phrases: [String])] = []
    var outside: [String] = []
    var diagnostics: [Diagnostic] = []
    for file in files {
      let read = VocabularyFile.read(file)
      concepts += read.concepts
      outside += read.outside
      diagnostics += read.diagnostics
    }
    return (Vocabulary(concepts, outside: outside), diagnostics)
  }
}
