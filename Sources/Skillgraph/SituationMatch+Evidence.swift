import SkillgraphDecisions
import SkillgraphModel
import SkillgraphSearch

extension SituationMatch {
  /// How much one question or title the description names weighs against one result: a result
  /// lying in a tree's section counts for `resultWeight` at first place, a named question for
  /// this much.
  static let questionWeight = 0.5

  /// How much the first of the best results weighs for the tree it lies in, or shared between
  /// the trees whose outcomes lead to it; the next ones less by their place (a half, a third).
  static let resultWeight = 2.0

  /// How many times the weight of every other tree the one that settles a tie must have.
  static let settlingMargin = 2.0

  /// The one of `tied`, trees the description names equally, that the evidence (`evidenceWeights`)
  /// favours by `settlingMargin` over each of the others, also when the content does not seem
  /// to cover the description: the words have narrowed the choice to these trees, and the
  /// results choose among them only when they clearly agree. "Runs to the end while attached to
  /// Xcode ... from TestFlight it gets the expiration callback ... iPad Pro" names the trees of
  /// tasks that never run, end early and work only in development, and the best ten results
  /// weigh 3.8 for the last against 1.1 and 1.0; "gets cut off halfway ... never to run again
  /// ... stopped early" weighs 1.9 against 1.8 and is still offered both.
  static func treeTheEvidenceSettles(
    among tied: [DecisionTree],
    ranked: [(tree: DecisionTree, reading: SituationReading, strength: Int)],
    search: SearchResponse
  ) -> DecisionTree? {
    let weights = evidenceWeights(ranked: ranked, search: search, among: tied)
    let heaviest = tied.map { weights[$0.id] ?? 0 }.sorted(by: >)
    guard let first = heaviest.first, first > 0,
      heaviest.dropFirst().allSatisfy({ first >= $0 * settlingMargin })
    else { return nil }
    return tied.first { (weights[$0.id] ?? 0) == first }
  }

  /// The tree that all the evidence favours, when it is not `chosen`: the reader's strength for
  /// each tree (its title and the questions the description names) added to the votes of the
  /// best ten results (each for the tree it lies in, or shared by the trees whose outcomes lead
  /// to it, weighed by its place). First-result-wins readings go wrong when a generic word of a
  /// title ("runs" in "Task never runs?") or the first result outweighs everything the rest of
  /// the description says: "runs as a continued processing task ... expires" named the title of
  /// "Task never runs?" and the best ten results spoke for "Continued task expires?". Only a
  /// tree that weighs more than the one chosen replaces it, and only when the content covers
  /// the description: the results of words it does not cover ("my Kotlin coroutine crashes on
  /// Android") still lie in some tree.
  static func treeTheEvidenceFavours(
    over chosen: DecisionTree?,
    ranked: [(tree: DecisionTree, reading: SituationReading, strength: Int)],
    search: SearchResponse, among trees: [DecisionTree]
  ) -> DecisionTree? {
    guard search.confidence == .high else { return nil }
    let weights = evidenceWeights(ranked: ranked, search: search, among: trees)
    // NB: the first of equals in the trees' order, so that a tie goes to the same tree each time.
    guard let best = trees.max(by: { (weights[$0.id] ?? 0) < (weights[$1.id] ?? 0) }),
      best.id != chosen?.id
    else { return nil }
    let weight = weights[best.id] ?? 0
    guard weight > 0, weight > chosen.map({ weights[$0.id] ?? 0 }) ?? 0 else { return nil }
    return best
  }

  /// Each of `trees`' weight: the reader's strength for it (its title and the questions the
  /// description names, `questionWeight` each) and the votes of the best ten results, each for
  /// the tree it lies in, or shared by the trees whose outcomes lead to it, `resultWeight`
  /// divided by its place.
  static func evidenceWeights(
    ranked: [(tree: DecisionTree, reading: SituationReading, strength: Int)],
    search: SearchResponse, among trees: [DecisionTree]
  ) -> [String: Double] {
    var weights: [String: Double] = [:]
    for entry in ranked {
      weights[entry.tree.id, default: 0] += Double(entry.strength) * questionWeight
    }
    for (place, result) in search.results.prefix(deeperDepth).enumerated() {
      let vote = resultWeight / Double(place + 1)
      let holding = trees.filter { holds(result, $0) }
      if !holding.isEmpty {
        for tree in holding { weights[tree.id, default: 0] += vote / Double(holding.count) }
        continue
      }
      let counts = trees.map { tree in
        tree.skillID == result.skill.id ? count(of: tree.root.outcomes, leadingTo: result) : 0
      }
      let total = counts.reduce(0, +)
      guard total > 0 else { continue }
      for (tree, count) in zip(trees, counts) where count > 0 {
        weights[tree.id, default: 0] += vote * Double(count) / Double(total)
      }
    }
    return weights
  }

  /// Settles the first question of `tree` when the first two of the best five results within
  /// the tree's skill that lead to one of its options lead to the same one, and to it alone
  /// (`speaks(for:_:)`), while the description's words name options only by one word or phrase
  /// each (`namedByWords`, what the reader read before any result weighed): two results that
  /// agree outweigh single ordinary words ("GPS fixes every few seconds ... the user already
  /// granted Always" names short work by "few seconds" and user-started work by "user", and
  /// finds the location and Live Activity patterns, both under "Another background mode"). An
  /// option named by two words or more is not overruled: "records a 2 GB video and taps upload"
  /// names the large upload by "2 GB" and "upload", and finds the audio and Picture in Picture
  /// patterns. The words shown are those the description shares with what the two results are
  /// for.
  static func settleRootByAgreement(
    of tree: DecisionTree, in reading: inout SituationReading, search: SearchResponse,
    situation: String, reader: SituationReader, namedByWords: [SituationReading.Settled]
  ) {
    // NB: not a yes/no check: where results lie does not answer it (`settleRoot`).
    guard case .question(let root) = tree.root, root.kind != .yesNo,
      namedByWords.allSatisfy({ $0.words.count < 2 })
    else { return }
    let leading = search.results.prefix(depth).lazy.filter { $0.skill.id == tree.skillID }
      .map { result in
        (
          result,
          root.options.filter { option in option.next.map { speaks(for: result, $0) } ?? false }
        )
      }
      .filter { !$0.1.isEmpty }.prefix(2)
    guard leading.count == 2, leading.allSatisfy({ $0.1.count == 1 }),
      let option = leading.first?.1.first, leading.last?.1.first?.id == option.id
    else { return }
    guard reading.answers[root.id]?.optionID != option.id else { return }
    let words = Array(
      Set(leading.flatMap { wordsShared(by: situation, withPurposeOf: $0.0, reader: reader) })
    ).sorted()
    guard !words.isEmpty else { return }
    reading.answers[root.id] = .init(optionID: option.id, words: words)
    reading.ambiguous.removeAll { $0 == root.id }
    reading.competing[root.id] = nil
  }
}
