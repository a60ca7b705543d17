/// Chooses, within a token budget, the passages of several ranked units that answer a
/// question: the pieces (sentences, list items, table rows, code lines) that hold the most of
/// its words, across all units at once, each weighed by its unit's rank.
///
/// A piece's worth is its own score plus a share of its best neighbour's (the sentence after a
/// symptom often holds the fix, the line after a decision tree's question its answer), a smaller
/// share when the neighbour is in another block, times the weight of its unit's rank; a unit's
/// first piece, when it holds some of the question, scores at least a share of the unit's best. The first
/// unit comes whole when it is at most a page long, and short units after it; then each other
/// unit gets its own best piece, best unit first; then pieces are taken best first while the
/// budget lasts; last, a unit comes whole, best first, when what is
/// left of the budget pays for the rest of it.
package struct PassageSelector {
  /// What one unit gets.
  package struct Passage: Sendable, Hashable {
    /// The Markdown shown: the whole unit, or the chosen pieces with `…` where text is left out.
    package var text: String
    /// Whether `text` leaves part of the unit out.
    package var cut: Bool

    /// A passage of `text`, cut or not.
    package init(text: String, cut: Bool) {
      self.text = text
      self.cut = cut
    }
  }

  /// How well each piece of one unit answers the question (0 when it holds none of it), given
  /// the texts of all the unit's pieces in order: a word every piece holds tells them apart less.
  package var scores: ([String]) -> [Double]
  /// The weight of each rank, best first; ranks past the end take the last.
  package var rankWeights: [Double] = [1, 0.6, 0.4, 0.3, 0.25]
  /// The share of the unit's best piece's score its first piece scores at least, when it holds
  /// some of the question.
  package var leadShare = 0.8
  /// The share of its best neighbour's score a piece adds to its own.
  package var neighbourShare = 0.7
  /// What the share is multiplied by when the neighbour is in another block.
  package var otherBlockShare = 0.7
  /// A unit of at most this many tokens is shown whole when the budget allows.
  package var shortUnitTokens = 250
  /// The first result is shown whole, before any piece is chosen, when its text costs at most
  /// this many tokens and the budget holds it (0: never).
  // NB: most answers lie in the first result, and a section of up to a page is read whole far
  // more reliably than as the pieces that share the most words with the question; what is left
  // still holds the best pieces of the others (docs/evaluation.md).
  package var firstWholeTokens = 1_000

  /// A selector scoring the pieces of each unit together with `scores`.
  package init(scores: @escaping ([String]) -> [Double]) {
    self.scores = scores
  }

  /// A selector scoring each piece on its own with `score`.
  package init(score: @escaping (String) -> Double) {
    self.init(scores: { $0.map(score) })
  }

  /// The passages of `units` (Markdown, best first) within `budget` tokens of text.
  package func passages(of units: [String], budget: Int) -> [Passage] {
    let pieces = units.map(PassageSplitter.pieces(of:))
    var chosen = units.map { _ in Set<Int>() }
    var whole = units.map { _ in false }
    var spent = units.map { _ in 0 }
    var total = 0
    if let first = units.first, firstWholeTokens > 0 {
      let cost = JSONTextCost.tokens(of: first)
      if cost <= firstWholeTokens, cost <= budget {
        whole[0] = true
        spent[0] = cost
        total = cost
      }
    }
    for (rank, unit) in units.enumerated() where !whole[rank] {
      let cost = JSONTextCost.tokens(of: unit)
      if cost <= shortUnitTokens, total + cost <= budget {
        whole[rank] = true
        spent[rank] = cost
        total += cost
      }
    }
    let ranked = candidates(pieces)
    let fixes = pieces.map(Self.fixBlocks(in:))
    // NB: a wrong example shown brings the right one that follows it ("❌ CRASHES" then "✅
    // Works"): the fix is what the reader came for, and it rarely shares the question's words.
    // Only a fix none of whose lines is shown yet: one partly shown was chosen on its merits.
    func addFix(after position: Int, of rank: Int) {
      guard let fix = fixes[rank][pieces[rank][position].block] else { return }
      let added = pieces[rank].indices.filter { pieces[rank][$0].block == fix }
      guard !added.isEmpty, chosen[rank].isDisjoint(with: added) else { return }
      let cost =
        added.reduce(0) { $0 + pieces[rank][$1].tokens }
        + PassageRenderer.overhead(of: pieces[rank][added[0]])
      guard total + cost <= budget else { return }
      chosen[rank].formUnion(added)
      spent[rank] += cost
      total += cost
    }
    // NB: the best pieces of the first results could take the whole budget and leave a later
    // result its fields only: each result cut to passages first gets its own best piece, rank
    // after rank, while the budget holds it.
    for rank in units.indices where !whole[rank] {
      guard let best = ranked.first(where: { $0.rank == rank }) else { continue }
      let piece = pieces[rank][best.position]
      let cost = piece.tokens + PassageRenderer.overhead(of: piece)
      guard total + cost <= budget else { continue }
      chosen[rank].insert(best.position)
      spent[rank] += cost
      total += cost
      addFix(after: best.position, of: rank)
    }
    for candidate in ranked
    where !whole[candidate.rank] && !chosen[candidate.rank].contains(candidate.position) {
      let piece = pieces[candidate.rank][candidate.position]
      let first = !chosen[candidate.rank].contains {
        pieces[candidate.rank][$0].block == piece.block
      }
      let cost = piece.tokens + (first ? PassageRenderer.overhead(of: piece) : 0)
      guard total + cost <= budget else { continue }
      chosen[candidate.rank].insert(candidate.position)
      spent[candidate.rank] += cost
      total += cost
      addFix(after: candidate.position, of: candidate.rank)
    }
    for rank in units.indices where !whole[rank] {
      let rest = JSONTextCost.tokens(of: units[rank]) - spent[rank]
      if total + rest <= budget {
        whole[rank] = true
        total += rest
      }
    }
    return units.indices.map { rank in
      if whole[rank] {
        return Passage(text: units[rank], cut: false)
      }
      return Passage(
        text: PassageRenderer.text(of: pieces[rank], chosen: chosen[rank]), cut: true)
    }
  }

  /// For each code block of `pieces` that shows a wrong example (its first line marked `❌`),
  /// the code block right after it that shows the right one (`✅`), if the next code block does.
  package static func fixBlocks(in pieces: [PassagePiece]) -> [Int: Int] {
    var firstLines: [(block: Int, line: String)] = []
    for piece in pieces where piece.kind == .codeLine || piece.kind == .codeBlock {
      guard firstLines.last?.block != piece.block else { continue }
      let line =
        piece.kind == .codeBlock
        ? piece.text.split(separator: "\n").dropFirst().first.map(String.init) ?? "" : piece.text
      firstLines.append((piece.block, line))
    }
    var pairs: [Int: Int] = [:]
    for (wrong, right) in zip(firstLines, firstLines.dropFirst())
    where wrong.line.contains("❌") && right.line.contains("✅") {
      pairs[wrong.block] = right.block
    }
    return pairs
  }

  /// Every piece that holds some of the question, best first (ties: better rank, then earlier).
  private func candidates(_ pieces: [[PassagePiece]]) -> [(rank: Int, position: Int)] {
    var scored: [(worth: Double, rank: Int, position: Int)] = []
    for (rank, unit) in pieces.enumerated() {
      var own = scores(unit.map(\.text))
      // NB: a unit's first sentence says what it is about ("Running in the background is a
      // privilege on iOS, not a right"): when it holds some of the question, it counts nearly
      // as much as the unit's best piece.
      if let first = own.indices.first, own[first] > 0, let best = own.max() {
        own[first] = max(own[first], leadShare * best)
      }
      let weight = rankWeights[min(rank, rankWeights.count - 1)]
      for position in unit.indices {
        var neighbour = 0.0
        for other in [position - 1, position + 1] where unit.indices.contains(other) {
          let apart = unit[other].block == unit[position].block ? 1 : otherBlockShare
          neighbour = max(neighbour, apart * own[other])
        }
        let worth = weight * (own[position] + neighbourShare * neighbour)
        if worth > 0 { scored.append((worth, rank, position)) }
      }
    }
    scored.sort {
      ($0.worth, -$0.rank, -$0.position) > ($1.worth, -$1.rank, -$1.position)
    }
    return scored.map { ($0.rank, $0.position) }
  }
}
