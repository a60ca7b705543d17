package import SkillgraphIngest
import SkillgraphSupport

/// A question turned into search terms: its meaningful words, the parts of the identifiers it
/// names, and the synonym concepts it mentions.
package struct QueryPlan: Sendable, Hashable {
  /// The words, without stop words, in order.
  package var words: [String]
  /// Identifiers as asked, lowercased (`bgtaskscheduler`), for exact matching.
  package var identifiers: [String]
  /// The words of those identifiers (`bg`, `task`, `scheduler`).
  package var identifierParts: [String]
  /// The base forms of its irregular verbs ("run" for "ran") not among `words`.
  package var baseForms: [String]
  /// The synonym concepts mentioned.
  package var concepts: [String]
  /// The collection's longer forms of words it does not hold (`addNearForms(db:tokenizer:)`).
  package var nearForms: [String] = []
  /// The phrases of look-alike topics outside the collection that the question holds, unless it
  /// names enough of the vocabulary's concepts in its other words: "the background color of a
  /// list" is about colours, "BGAppRefreshTask never runs on the screen with a background color"
  /// about refresh.
  package var outside: [String] = []
  /// Every word of the question, stop words included ("which", "should" ask for a decision).
  package var allWords: Set<String> = []
  /// Whether the question describes something going wrong ("never fires", "crashes", an error).
  package var describesFailure = false

  /// Analyses `text`, finding the concepts of `vocabulary` it mentions.
  package init(_ text: String, vocabulary: Vocabulary = .empty) {
    let all = SearchText.words(text)
    var seen = Set<String>()
    words = all.filter { !SearchText.stopWords.contains($0) }.map(String.init).filter {
      seen.insert($0).inserted
    }
    baseForms = IrregularForms.baseForms(of: all).filter { seen.insert($0).inserted }
    let split = IdentifierSplitter.splitIdentifiers(in: text)
    identifiers = split.map { $0.identifier.lowercased() }
    identifierParts = split.filter { !Self.isProductName($0.identifier) }
      .flatMap { $0.words.split(separator: " ").map(String.init) }
      .filter { seen.insert($0).inserted }
    concepts = vocabulary.scannedConcepts(in: all).sorted()
    let lookAlikes = vocabulary.scannedOutside(in: all)
    if !lookAlikes.isEmpty,
      vocabulary.scannedConcepts(in: Self.words(all, without: lookAlikes)).count
        < Self.conceptsBesideLookAlike
    {
      outside = lookAlikes
    }
    allWords = Set(all.map(String.init))
    describesFailure = !KindIntent.failureWords.isDisjoint(with: allWords)
    let tokens = text.lowercased().split { !$0.isWordCharacter }.map(String.init)
    if tokens.count >= 3 {
      trigrams = (0...(tokens.count - 3)).map { tokens[$0..<($0 + 3)].joined(separator: " ") }
    }
  }

  /// Whether `word` is a platform or product name written in camel case (`iOS`, `macOS`,
  /// `iPadOS`, `iPhone`, `iCloud`): a question names it as a word, not as an API, and its parts
  /// ("i", "os") are no words of the question.
  package static func isProductName(_ word: String) -> Bool {
    word.wholeMatch(of: /(i[A-Z][a-z]+|[a-z]+)OS/) != nil
      || word.wholeMatch(of: /i[A-Z][a-z]+/) != nil
  }

  /// How many of the vocabulary's concepts a question must name beside a look-alike phrase to
  /// read as the collection's: one is often the look-alike's own other sense ("expired" in "the
  /// refresh token expired", "simulator" in "download the simulator runtime").
  static let conceptsBesideLookAlike = 2

  /// `words` without each occurrence of `phrases` (words separated by single spaces).
  static func words(_ words: [Substring], without phrases: [String]) -> [Substring] {
    var kept = words
    for phrase in phrases {
      let parts = phrase.split(separator: " ")
      var position = 0
      while position + parts.count <= kept.count {
        if kept[position..<(position + parts.count)].elementsEqual(parts) {
          kept.removeSubrange(position..<(position + parts.count))
        } else {
          position += 1
        }
      }
    }
    return kept
  }

  /// Neighbouring meaningful words of the question ("background refresh"), for phrase matches.
  package var wordPairs: [String] {
    zip(words, words.dropFirst()).map { "\($0) \($1)" }
  }

  /// Runs of three consecutive words of the question, stop words included, split as the index
  /// tokenizer splits them: an error message or a phrase quoted from the text matches as such.
  package var trigrams: [String] = []

  /// Every term searched for: words, identifier parts, base forms, near forms and concept
  /// markers.
  package var terms: [String] {
    words + identifierParts + baseForms + nearForms + concepts.map(Vocabulary.marker)
  }

  /// The plain words only (the baseline's query).
  package var plainTerms: [String] { words }

  /// An FTS5 query matching any of `terms`.
  package static func matchExpression(_ terms: [String]) -> String {
    terms.map { "\"" + $0.filter { $0 != "\"" } + "\"" }.joined(separator: " OR ")
  }
}
