import Foundation
package import GRDB
package import SkillgraphIngest
import SkillgraphSupport

/// Whether a question is about what a collection is about, judged by its words against general
/// developer writing (`GeneralFrequencies`).
///
/// A word's topicality is the collection's rate of it against the sum of that rate and general
/// writing's (units holding it per unit, sections per section): near 1 for a word the collection
/// uses far more than developers in general ("bgtaskscheduler", "expiration"), about 0.5 for one
/// everybody uses as much ("view"), 0 for one the collection never uses. A question is topical
/// when one of its words or pairs of neighbouring words that the collection holds at least twice
/// reaches `threshold` ("silent push", "swiped"), or when it names one of the concepts of the
/// collection's own vocabulary in a distinct phrase (`distinctPhrases`). "The background color of a SwiftUI list" holds no such word:
/// "background" alone is common to every text about views.
///
/// A collection that is itself general writing (its skills' titles and descriptions no more
/// topical than `distinctness`) is not judged: every question is topical.
package struct Topicality {
  /// The question's best topicality among its words and pairs.
  package var best: Double
  /// Whether it names one of the collection's own concepts.
  package var namesOwnConcept: Bool
  /// Whether the collection is distinct from general writing (when not, nothing is judged).
  package var judged: Bool
  /// How many words the question has.
  package var length = 0
  /// Whether the question names the platform of its app, and only platforms the collection
  /// does not cover, of a collection that covers some (`Platform`): "Apple Watch meditation
  /// app" in a collection on iOS.
  package var namesOtherPlatform = false

  /// Whether the question reads as the collection's.
  package var isTopical: Bool {
    !namesOtherPlatform && (!judged || namesOwnConcept || best >= Self.threshold)
  }

  /// The topicality from which a word makes a question the collection's.
  // NB: fitted on the tuning questions (Tests/QuerySets/scope-tuning.json, the two scope sets of
  // Tests/Evaluation measured before and the in-scope questions of content-heldout-3 to -6);
  // figures in docs/evaluation.md.
  package static let threshold = 0.97
  /// The median topicality of a collection's skill titles and descriptions from which it is
  /// judged.
  package static let distinctness = 0.75
  /// How many units must hold a word for its rate to count.
  package static let minimumUnits = 2
  /// The topicality from which a platform's name makes it one the collection covers: the
  /// collection names it at least as often as general writing does...
  package static let platformShare = 0.5
  /// ... and in at least this share of its units: two mentions of "Apple Watch" in a collection
  /// on iOS background work (HealthKit data from the watch) do not make it one on watchOS.
  package static let platformUnits = 0.01

  /// The topicality of `plan`'s words in the index of `db`, whose words' unit counts `matches`
  /// holds for `plan.terms`; judged only when `general` is known.
  package init(
    question: String, plan: QueryPlan, matches: TermMatches, db: Database,
    general: GeneralFrequencies?, ownPhrases: [String]
  ) throws {
    best = 0
    let all = SearchText.words(question)
    length = all.count
    let text = " " + all.joined(separator: " ") + " "
    namesOwnConcept = ownPhrases.contains { text.contains(" " + $0 + " ") }
    let units = Double(matches.unitCount)
    guard let general, units > 0 else {
      judged = false
      return
    }
    func share(_ held: Int, _ common: Int, generalTotal: Double) -> Double {
      let own = Double(held) / units
      let everywhere = Double(common) / generalTotal
      return own / (own + everywhere)
    }
    // NB: both counts are of porter tokens, as the index holds them: "expired" counts the
    // sections that say "expiration" on both sides.
    let token = { (text: String) in try matches.tokenizer.tokens(of: text).joined(separator: " ") }
    for (index, word) in plan.words.enumerated() {
      let held = matches.documentFrequency(ofTermAt: index)
      guard held >= Self.minimumUnits else { continue }
      let common = general.count(of: try token(word))
      best = max(best, share(held, common, generalTotal: general.sections))
    }
    for pair in plan.wordPairs where best < Self.threshold {
      let held = try Self.unitCount(of: pair, db: db)
      guard held >= Self.minimumUnits else { continue }
      let common = general.count(of: try token(pair))
      best = max(best, share(held, common, generalTotal: general.sections))
    }
    let platforms = Platform.known.filter { !$0.phrases(in: all).isEmpty }
    // NB: asked only when it decides: reading the skills costs a few milliseconds.
    judged =
      namesOwnConcept || best >= Self.threshold
      ? true : try Self.isDistinct(db: db, tokenizer: matches.tokenizer, general: general)
    guard judged, !platforms.isEmpty else { return }
    // NB: a platform is the collection's when it names it by any of its words ("iOS" covers a
    // question about an iPhone); a question naming one of those as well ("On Android we keep a
    // foreground service ... on iOS the socket dies") is the collection's. A collection that
    // covers no platform (skills for coding agents) is about every one: "hooks do not run on
    // Linux" is its question.
    let covers = { (platform: Platform) in
      try platform.phrases.contains { phrase in
        let held = try Self.unitCount(of: phrase, db: db)
        let common = general.count(of: try token(phrase))
        return held >= max(Self.minimumUnits, Int((units * Self.platformUnits).rounded(.up)))
          && share(held, common, generalTotal: general.sections) >= Self.platformShare
      }
    }
    // NB: the platforms named first: "iOS 17" in a collection on iOS needs no other counted.
    guard try !platforms.contains(where: covers) else { return }
    namesOtherPlatform = try Platform.known.contains { platform in
      try !platforms.contains(platform) && covers(platform)
    }
  }

  /// How many units of the index of `db` hold `phrase` (a word, or words in this order).
  private static func unitCount(of phrase: String, db: Database) throws -> Int {
    let statement = try db.cachedStatement(
      sql: "SELECT count(*) FROM units_fts WHERE units_fts MATCH ?")
    return try Int.fetchOne(statement, arguments: ["\"" + phrase + "\""]) ?? 0
  }

  /// Whether the collection's skills (titles and descriptions, at most 40) use their words
  /// more than general writing: the median topicality of those words reaches `distinctness`.
  private static func isDistinct(
    db: Database, tokenizer: PorterTokenizer, general: GeneralFrequencies
  ) throws -> Bool {
    let texts = try String.fetchAll(
      db, sql: "SELECT title || ' ' || description FROM skills ORDER BY id LIMIT 40")
    let units = Double(try Int.fetchOne(db, sql: "SELECT count(*) FROM units") ?? 0)
    guard units > 0 else { return false }
    var words = Set<String>()
    for text in texts {
      for word in SearchText.words(text) where !SearchText.stopWords.contains(word) {
        words.insert(String(word))
      }
    }
    let select = try db.cachedStatement(sql: "SELECT doc FROM units_vocab WHERE term = ?")
    var shares: [Double] = []
    for word in words {
      guard let token = try tokenizer.tokens(of: word).first else { continue }
      let common = general.count(of: token)
      guard common > 0 else { continue }
      let held = try Int.fetchOne(select, arguments: [token]) ?? 0
      guard held >= minimumUnits else { continue }
      let own = Double(held) / units
      shares.append(own / (own + Double(common) / general.sections))
    }
    guard !shares.isEmpty else { return false }
    return shares.sorted()[shares.count / 2] >= distinctness
  }

  /// The phrases of `vocabulary` that name one of `concepts` distinctly: of two words or more,
  /// with a digit, or of 12 letters or more (an API name). A single common word ("expired")
  /// is the look-alike's as often as the collection's.
  package static func distinctPhrases(of concepts: Set<String>, in vocabulary: Vocabulary)
    -> [String]
  {
    vocabulary.concepts.filter { concepts.contains($0.concept) }.flatMap(\.phrases).filter {
      $0.contains(" ") || $0.contains(where: \.isNumber) || $0.count >= 12
    }
  }

  /// The concept names a collection's own vocabulary files define (every file of `files` but
  /// Skillgraph's general list), read from the lines under `concepts:` without parsing the YAML.
  package static func ownConcepts(in files: [String]) -> Set<String> {
    var names = Set<String>()
    for file in files where !file.hasSuffix("/general.yml") {
      guard let data = FileManager.default.contents(atPath: file), data.count <= 1 << 20 else {
        continue
      }
      var inConcepts = false
      for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        if !line.hasPrefix(" "), !line.hasPrefix("\t"), !line.hasPrefix("#") {
          inConcepts = line.hasPrefix("concepts:")
          continue
        }
        let key = line.trimmingCharacters(in: .whitespaces)
        guard inConcepts, key.hasSuffix(":"), !key.hasPrefix("-"), !key.hasPrefix("#") else {
          continue
        }
        names.insert(
          String(key.dropLast()).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")))
      }
    }
    return names
  }
}
