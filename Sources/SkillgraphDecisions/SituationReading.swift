package import SkillgraphIngest
package import SkillgraphModel
import SkillgraphSupport

/// What a description in words settles in a decision tree: each question whose options it
/// names (one option only: when two match, the question is asked), and the facts it states
/// ("iOS 16", "5 minutes", "20 MB"), each with the words that settled it.
public struct SituationReading: Sendable, Hashable {
  /// An option chosen by the description, and the description's words that chose it.
  public struct Settled: Sendable, Hashable {
    /// The option's ID.
    public var optionID: String
    /// The words of the description that name it.
    public var words: [String]

    /// A value with every stored property given.
    package init(optionID: String, words: [String]) {
      self.optionID = optionID
      self.words = words
    }
  }

  /// The description as given.
  public var text: String
  /// Question ID to the option the description settles.
  public var answers: [String: Settled]
  /// The facts stated in the description, by name (`ios`, `duration`, `size`).
  public var facts: [String: StatedFact]
  /// The questions where the description names several options: they are asked.
  public var ambiguous: [String]
  /// For each question of `ambiguous`, the options the description names about as much and
  /// clearly (two of their own terms, or one that tells them alone), best first, each with its
  /// words.
  public var competing: [String: [Settled]]
  /// For each question of `ambiguous`, every option the description names about as much, the
  /// clearly named ones and those named by one common word, best first: what a person is shown.
  public var named: [String: [Settled]]
  /// For a question none of whose options the description settles or names about as much as
  /// another, the one option it names by a word of the question that only this option holds:
  /// not enough to settle it, but a search result that leads to another option does not settle
  /// it either ("taps upload" on "Large download or upload?", against the streamed-video pattern
  /// that "films" finds).
  public var leaning: [String: Settled]
  /// The description's words that name the tree itself (its title), if any.
  public var titleWords: [String]
  /// Whether the description holds every word of the tree's title ("view not updating" holds
  /// all of "View not updating?", and only part of "Live Activity not updating from push?").
  public var holdsWholeTitle = false

  /// Reads `text` against every question of `tree`; `generic` are the terms too common among
  /// the collection's questions and options to choose between them.
  package init(
    text: String, tree: DecisionTree, vocabulary: Vocabulary, generic: Set<String>,
    weights: [String: Double]
  ) {
    self.text = text
    let plain = DescriptionTerms(text, vocabulary: vocabulary)
    var affirmed = DescriptionTerms(text, vocabulary: vocabulary, droppingNegated: true)
    facts = StatedFact.facts(in: text)
    // NB: a stated size says "large" in other words: "a 3 GB video" names "Large download or
    // upload?" as much as "a large video" does.
    if let size = facts["size"], let bytes = Double(size.value), bytes >= Self.largeBytes,
      affirmed.stems["large"] == nil
    {
      affirmed.stems["large"] = size.words
    }
    var answers: [String: Settled] = [:]
    var ambiguous: [String] = []
    var competing: [String: [Settled]] = [:]
    var named: [String: [Settled]] = [:]
    var leaning: [String: Settled] = [:]
    tree.root.forEachNode { node in
      guard case .question(let question) = node else { return }
      switch Self.settle(
        question, by: affirmed, vocabulary: vocabulary, generic: generic, weights: weights)
      {
      case .settled(let settled): answers[question.id] = settled
      case .ambiguous(let options, let all):
        ambiguous.append(question.id)
        competing[question.id] = options
        named[question.id] = all
      case .leaning(let settled): leaning[question.id] = settled
      case .open: break
      }
    }
    self.answers = answers
    self.ambiguous = ambiguous
    self.competing = competing
    self.named = named
    self.leaning = leaning
    var guarded = 0
    let stated = Set(facts.keys)
    tree.root.forEachNode { node in
      guard case .question(let question) = node, answers[question.id] == nil,
        let name = question.options.first?.guardCondition?.factName, stated.contains(name)
      else { return }
      guarded += 1
    }
    factQuestions = guarded
    // NB: an API name names the tree whose title holds two of its words: "BGContinuedProcessingTask"
    // names "Continued task expires?" as "continued processing task" does, while
    // "BGProcessingTask" alone does not name "Task never runs?".
    let title = DescriptionTerms(tree.title, vocabulary: vocabulary)
    let parts = IdentifierSplitter.splitIdentifiers(in: text).map(\.words).filter { words in
      Set(words.split(separator: " ").map { DescriptionTerms.stem($0) })
        .intersection(title.stemTerms).count >= 2
    }
    let titled =
      parts.isEmpty
      ? plain : DescriptionTerms(([text] + parts).joined(separator: " . "), vocabulary: vocabulary)
    titleWords = Self.titleWords(of: title, in: titled, weights: weights)
    holdsWholeTitle =
      !titleWords.isEmpty && !title.stemTerms.isEmpty
      && title.stemTerms.isSubset(of: titled.all)
  }

  /// The size from which a stated size reads as "large": a transfer that a few seconds of
  /// background time would not finish on a cellular connection.
  static let largeBytes = 100e6

  /// The questions of the tree whose guards the stated facts settle.
  public var factQuestions: Int

  /// Whether the description says anything about the tree: its title, a question or a fact
  /// one of its guards reads.
  public var settlesAnything: Bool {
    !titleWords.isEmpty || !answers.isEmpty
  }

  private enum Result {
    case settled(Settled)
    /// The options named about as much and clearly, best first; and all those named about as
    /// much.
    case ambiguous([Settled], all: [Settled])
    /// One option named clearly more than any other by a word the question holds too, but not
    /// strongly enough to settle it.
    case leaning(Settled)
    case open
  }

  /// A yes/no question is settled "yes" when the description holds its rarest term and most of
  /// what it asks about, weighed by how rare each term is among the questions (not denied). A
  /// question with options is settled when the description holds two of an option's own terms
  /// (no other option's, not the question's) by two of its words, neither inside the other (a
  /// word of the option and a phrase of the vocabulary's, not an API name: "database" and
  /// "reindex"), or one that tells it alone (a code, an API name, a phrase of several words),
  /// for one option clearly more than for any other.
  private static func settle(
    _ question: DecisionQuestion, by description: DescriptionTerms, vocabulary: Vocabulary,
    generic: Set<String>, weights: [String: Double]
  ) -> Result {
    let weight = { (terms: Set<String>) in terms.reduce(0.0) { $0 + (weights[$1] ?? 1) } }
    let questionTerms = DescriptionTerms(question.text, vocabulary: vocabulary)
    let asked = questionTerms.all.subtracting(generic)
    if question.kind == .yesNo {
      // NB: stems only: a concept groups both answers' words ("on a device" and "in the
      // simulator" name one concept).
      let asked = questionTerms.stemTerms.subtracting(generic)
      guard let yes = question.options.first(where: { $0.id == "yes" }), !asked.isEmpty else {
        return .open
      }
      var readings = Self.answersByOwnWords(
        question, in: description, vocabulary: vocabulary, generic: generic.union(asked))
      let found = matched(asked, in: description)
      let held = asked.intersection(description.all)
      let heaviest = asked.max { (weights[$0] ?? 1, $1) < (weights[$1] ?? 1, $0) }
      let share = weight(held) / max(weight(asked), .leastNonzeroMagnitude)
      if !found.isEmpty, let heaviest, held.contains(heaviest), share >= yesShare {
        readings.insert(Settled(optionID: yes.id, words: found), at: 0)
      } else if !found.isEmpty,
        let phrase = Self.sharedPhrase(of: questionTerms, in: description, asking: asked)
      {
        readings.insert(Settled(optionID: yes.id, words: [phrase]), at: 0)
      }
      // NB: words for "yes" and words for "no" in one description: asked, not guessed.
      guard let first = readings.first else { return .open }
      guard readings.allSatisfy({ $0.optionID == first.optionID }) else {
        return .ambiguous(readings, all: readings)
      }
      return .settled(first)
    }
    let candidates = question.options.filter { $0.guardCondition == nil }
    let optionTerms = candidates.map { DescriptionTerms($0.text, vocabulary: vocabulary) }
    // NB: a word of the question that only one option holds still tells that option: "Large
    // download or upload?" names both, and only "Upload (photos, video, backups)?" says upload.
    // Words, not the vocabulary's concepts: a concept of the question ("killed") reaches
    // options through looser phrases.
    var holding: [String: Int] = [:]
    for option in optionTerms {
      option.stemTerms.intersection(asked).forEach { holding[$0, default: 0] += 1 }
    }
    let terms = optionTerms.map { option in
      option.all.subtracting(generic).subtracting(asked.filter { holding[$0] != 1 })
    }
    // NB: an option's own terms are those no other option of the question has: "termination
    // reason", in four options, names none of them.
    var counts: [String: Int] = [:]
    for own in terms { own.forEach { counts[$0, default: 0] += 1 } }
    var matches: [(settled: Settled, score: Double, strong: Bool, asked: Bool, coded: Bool)] = []
    for (index, option) in candidates.enumerated() {
      let distinct = terms[index].filter { candidates.count == 1 || counts[$0] == 1 }
      // NB: what the option denies, the description names by denying it too: "no crash reports
      // in Organizer" names "No crash report, the app just restarts from scratch?".
      var description = description
      for term in distinct where optionTerms[index].denied[term] != nil {
        if let word = description.denied[term] { description.stems[term] = word }
      }
      let held = Set(distinct).intersection(description.all)
      let stems = held.filter { !$0.hasPrefix("qx") }
      let names = Self.frameworkNames(in: option.text)
      let telling = held.contains { term in
        term.hasPrefix("qx")
          ? (description.words(for: term) ?? "").contains(" ")
          : Self.isDistinct(term) || names.contains(term)
      }
      guard !held.isEmpty else { continue }
      let found = matched(held, in: description)
      // NB: two words, neither inside the other, count as two terms when one of them is the
      // vocabulary's ("database" and "reindex"); not an API name the vocabulary knows, which
      // may be what the description leaves ("Polling with BGAppRefreshTask feels wasteful").
      let apiNames = Set(
        held.filter { $0.hasPrefix("qx") }.compactMap { description.words(for: $0) }
          .filter { !$0.contains(" ") && isDistinct($0) })
      let apart = found.filter { word in
        !apiNames.contains(word)
          && !found.contains { $0 != word && " \($0) ".contains(" \(word) ") }
      }
      matches.append(
        (
          Settled(optionID: option.id, words: found), weight(held),
          stems.count >= 2 || apart.count >= 2 || telling,
          !held.isDisjoint(with: asked),
          stems.contains { isCode(description.words(for: $0) ?? "") }
        ))
    }
    matches.sort { $0.score > $1.score }
    // NB: a code is what a pasted report says most precisely: the one option it names comes
    // first, whatever the other words weigh ("EXC_CRASH (SIGKILL)" beside "0xdead10cc" is the
    // report the 0xdead10cc option reads, not one without a code yet).
    let coded = matches.indices.filter { matches[$0].coded }
    if coded.count == 1, let index = coded.first, index > 0, matches[index].strong {
      return .settled(matches[index].settled)
    }
    guard let best = matches.first else { return .open }
    // NB: an option named by one common word cannot be chosen, but it still competes.
    if matches.count > 1, matches[1].score * clearMargin > best.score {
      let close = matches.filter { $0.score * clearMargin > best.score }
      return .ambiguous(close.filter(\.strong).map(\.settled), all: close.map(\.settled))
    }
    if best.strong { return .settled(best.settled) }
    return best.asked ? .leaning(best.settled) : .open
  }

  /// The answers of a yes/no question that the author wrote with words of their own, "NO
  /// (UIKit app delegate)", that the description names: by one of those words not in `generic`
  /// (which holds the question's own terms), since the author wrote them to tell that answer.
  private static func answersByOwnWords(
    _ question: DecisionQuestion, in description: DescriptionTerms, vocabulary: Vocabulary,
    generic: Set<String>
  ) -> [Settled] {
    question.options.compactMap { option in
      guard option.id == "yes" || option.id == "no" else { return nil }
      let own = DescriptionTerms(option.text, vocabulary: vocabulary).stemTerms
        .subtracting(generic).subtracting(["yes", "no"])
      let found = matched(own, in: description)
      return found.isEmpty ? nil : Settled(optionID: option.id, words: found)
    }
  }

  /// The description's phrase of several words for the one concept the question names, in
  /// several words too, when that phrase holds one of the words the question asks about
  /// (`asked`): "a pure SwiftUI app" answers "Is the app built on the SwiftUI App life cycle?"
  /// although it holds few of its words. A concept shared by phrases that hold none of the
  /// question's words is not enough ("on a device" and "in the simulator" name one concept),
  /// and neither is one of several a question names ("users complain" names the affected users
  /// of "Do affected users open the app rarely?", not what it asks).
  private static func sharedPhrase(
    of question: DescriptionTerms, in description: DescriptionTerms, asking asked: Set<String>
  ) -> String? {
    guard question.concepts.count == 1 else { return nil }
    let phrases = question.concepts.compactMap { concept, asking -> String? in
      guard asking.contains(" "), let phrase = description.concepts[concept],
        phrase.contains(" ")
      else { return nil }
      let stems = phrase.split(separator: " ").map { DescriptionTerms.stem($0) }
      return stems.contains(where: asked.contains) ? phrase : nil
    }
    return phrases.min { (description.position(of: $0), $0) < (description.position(of: $1), $1) }
  }

  /// Whether a single term tells an option by itself: a code or version (a digit), or an API
  /// name (12 letters or more).
  static func isDistinct(_ term: String) -> Bool {
    term.contains(where: \.isNumber) || term.count >= 12
  }

  /// The stems of the names an option writes as an API or framework is written, a word of
  /// seven letters or more with a capital inside it ("HealthKit", "CallKit", "WidgetKit"): the
  /// description that names one names that option, as an API name of 12 letters does.
  static func frameworkNames(in text: String) -> Set<String> {
    var names: Set<String> = []
    for word in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    where word.count >= 7 {
      let letters = Array(word)
      let humped = letters.indices.dropFirst().dropLast().contains { index in
        letters[index].isUppercase && letters[index - 1].isLowercase
          && letters[index + 1].isLowercase
      }
      if humped { names.insert(DescriptionTerms.stem(Substring(word.lowercased()))) }
    }
    return names
  }

  /// Whether `word` of a description is a code: one word of letters and digits together
  /// ("0xdead10cc", or "code=2" as a labelled number is read); not a bare number ("a 2 GB
  /// file") or a phrase ("about 30 seconds").
  static func isCode(_ word: String) -> Bool {
    word.contains(where: \.isNumber) && word.contains(where: \.isLetter) && !word.contains(" ")
  }

  /// How many times the next option's weight the best option's must be to be chosen: two
  /// options named about as much are asked.
  static let clearMargin = 2.0

  /// The share of a yes/no question's own terms a description must hold to answer it "yes".
  static let yesShare = 0.6

  /// The description's words that name a tree's title (`title`, the title's terms): every
  /// concept the title names, or most of its words (weighed by rarity, two at least).
  private static func titleWords(
    of title: DescriptionTerms, in description: DescriptionTerms, weights: [String: Double]
  ) -> [String] {
    let concepts = Set(title.concepts.keys.map(Vocabulary.marker))
    // NB: every concept of the title: "video export" names the continued task of "Continued
    // task expires?", not its symptom.
    if !concepts.isEmpty, concepts.isSubset(of: description.all) {
      return matched(concepts, in: description)
    }
    let stems = title.stemTerms
    guard !stems.isEmpty else { return [] }
    let weight = { (terms: Set<String>) in terms.reduce(0.0) { $0 + (weights[$1] ?? 1) } }
    let held = stems.intersection(description.all)
    let share = weight(held) / weight(stems)
    guard held.count >= min(2, stems.count), share >= yesShare else { return [] }
    return matched(stems, in: description)
  }

  /// The description's words behind each of `terms` it holds, sorted.
  static func matched(_ terms: Set<String>, in description: DescriptionTerms) -> [String] {
    // NB: in the order the description says them, as the reader wrote them.
    Array(Set(terms.intersection(description.all).compactMap { description.words(for: $0) }))
      .sorted { (description.position(of: $0), $0) < (description.position(of: $1), $1) }
  }
}
