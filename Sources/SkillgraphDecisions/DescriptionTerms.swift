import Foundation
package import SkillgraphIngest
import SkillgraphSupport

/// The terms of a text that a description is matched on: its meaningful words, reduced to a
/// rough stem ("taps" and "tap", "fires" and "fire"), and the vocabulary's concepts it names.
package struct DescriptionTerms: Sendable, Hashable {
  /// Each stem, with the word of the text it came from.
  package var stems: [String: String]
  /// Each concept, with the phrase of the text that names it.
  package var concepts: [String: String]
  /// The stems of the words that follow a negation and nowhere else in the text, with the word
  /// each came from: what the text denies ("no crash report").
  package var denied: [String: String] = [:]

  /// The terms of `text`; `droppingNegated` drops the words that follow a negation ("not in the
  /// simulator"): a description that denies something settles nothing about it.
  /// Where each word of the text first occurs, counted in words.
  private var positions: [Substring: Int] = [:]

  /// Where the first word of `phrase` first occurs in the text (the end when it does not).
  package func position(of phrase: String) -> Int {
    positions[phrase.split(separator: " ").first ?? ""] ?? Int.max
  }

  package init(_ text: String, vocabulary: Vocabulary, droppingNegated: Bool = false) {
    let words = SearchText.words(SearchText.withoutReverseDNSNames(text))
    for (index, word) in words.enumerated() where positions[word] == nil {
      positions[word] = index
    }
    var stems: [String: String] = [:]
    var denied: [String: String] = [:]
    var affirmed: Set<String> = []
    var negatedUntil = -1
    var kept: [Substring] = []
    for (position, word) in words.enumerated() {
      if Self.negations.contains(word) {
        negatedUntil = position + 3
        if droppingNegated { kept.append("") }
        continue
      }
      let meaningful = !SearchText.stopWords.contains(word) && !Self.fillers.contains(word)
      let negated = position <= negatedUntil
      if negated, meaningful, case let stem = Self.stem(word), denied[stem] == nil {
        denied[stem] = String(word)
      }
      if droppingNegated, negated {
        kept.append("")
        continue
      }
      kept.append(word)
      guard meaningful else { continue }
      // NB: "code" before a value labels it ("Code 0xdead10cc", "Code=1"): the value names what
      // it is about, the label nothing ("no code yet" is another option's words).
      if Self.labels.contains(word), words.indices.contains(position + 1),
        words[position + 1].contains(where: \.isNumber)
      {
        continue
      }
      let stem = Self.stem(word)
      // NB: a number a label names is shown with its label ("code=2"), not as a bare "2".
      let labelled =
        position > 0 && Self.labels.contains(words[position - 1])
        && word.allSatisfy(\.isNumber)
      if !negated { affirmed.insert(stem) }
      if stems[stem] == nil {
        stems[stem] = labelled ? "\(words[position - 1])=\(word)" : String(word)
      }
    }
    self.stems = stems
    self.denied = denied.filter { !affirmed.contains($0.key) }
    var concepts: [String: String] = [:]
    let scanned = droppingNegated ? kept : words
    for concept in vocabulary.scannedConcepts(in: scanned) {
      concepts[concept] = Self.phrase(of: concept, in: scanned, vocabulary: vocabulary)
    }
    self.concepts = concepts
  }

  /// Every term: stems, and concepts as their markers.
  package var all: Set<String> {
    Set(stems.keys).union(concepts.keys.map(Vocabulary.marker))
  }

  /// The words of the text behind `term` (a stem or a concept's marker).
  package func words(for term: String) -> String? {
    if let word = stems[term] { return word }
    let concept = term.hasPrefix("qx") ? String(term.dropFirst(2)) : term
    return concepts[concept]
  }

  /// The first phrase of `concept` that occurs in `words`.
  private static func phrase(
    of concept: String, in words: [Substring], vocabulary: Vocabulary
  ) -> String {
    let text = " " + words.joined(separator: " ") + " "
    let phrases = vocabulary.concepts.first { $0.concept == concept }?.phrases ?? []
    return phrases.first { text.contains(" " + $0 + " ") } ?? concept
  }

  /// A rough stem: common English endings removed ("-ing", "-ed" from words of five letters or
  /// more, "-es" after s, x, z, ch or sh, a plural "-s" from words of four).
  package static func stem(_ word: Substring) -> String {
    guard word.count >= 4, word.allSatisfy(\.isLetter) else { return String(word) }
    for ending in ["ing", "ed"] where word.count >= 5 && word.hasSuffix(ending) {
      let base = word.dropLast(ending.count)
      if base.count >= 3 { return String(base) }
    }
    if word.count >= 5, word.hasSuffix("es"),
      ["s", "x", "z", "ch", "sh"].contains(where: { word.dropLast(2).hasSuffix($0) })
    {
      return String(word.dropLast(2))
    }
    if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us") {
      return String(word.dropLast())
    }
    return String(word)
  }

  /// The stems only, without the concepts.
  package var stemTerms: Set<String> { Set(stems.keys) }

  /// Words that label the value after them.
  static let labels: Set<Substring> = ["code", "codes"]

  /// Words that deny what follows them.
  static let negations: Set<Substring> = [
    "not", "no", "without", "isnt", "arent", "wasnt", "dont", "doesnt", "didnt", "cant", "wont",
    "never", "nothing",
  ]

  /// Words a description uses that say nothing about which option applies.
  static let fillers: Set<Substring> = [
    "my", "our", "we", "i", "app", "apps", "ios", "yes", "please",
  ]
}
