import Foundation
internal import GRDB
import SkillgraphModel
import SkillgraphSupport

extension SearchRanker {
  /// Rescores bm25 candidates with coverage, title matches, identifiers, kind, skill and, for a
  /// question describing a failure, whether the unit diagnoses failures.
  package func rescore(_ candidates: [Candidate], matches: TermMatches) throws -> [Candidate] {
    guard let best = candidates.map(\.relevance).max(), best > 0 else { return candidates }
    let matcher = try CandidateMatcher(
      db: db, tokenizer: matches.tokenizer, rowIDs: candidates.map(\.rowID),
      phrases: plan.wordPairs + plan.trigrams + plan.identifiers + plan.terms)
    let total = Double(matches.unitCount)
    let titleColumns = ["title", "heading"]
    var features: [Int64: RankingFeatures] = [:]
    var anywhere: [Int64: Double] = [:]
    var inTitle: [Int64: Double] = [:]
    var totalWeight = 0.0
    for index in plan.terms.indices {
      let frequency = Double(matches.documentFrequency(ofTermAt: index))
      guard frequency > 0 else { continue }
      let weight = BM25.inverseDocumentFrequency(holders: frequency, of: total)
      totalWeight += weight
      let term = plan.terms[index]
      for rowID in try matcher.matching(term, in: CandidateMatcher.allColumns) {
        anywhere[rowID, default: 0] += weight
      }
      for rowID in try matcher.matching(term, in: titleColumns) {
        inTitle[rowID, default: 0] += weight
      }
    }
    let pairs = plan.wordPairs
    var phraseHits: [Int64: Double] = [:]
    for pair in pairs {
      for rowID in try matcher.matching(pair, in: ["title", "heading"]) {
        phraseHits[rowID, default: 0] += 1
      }
    }
    var trigramHits: [Int64: Double] = [:]
    for trigram in plan.trigrams {
      for rowID in try matcher.matching(trigram, in: CandidateMatcher.columns) {
        trigramHits[rowID, default: 0] += 1
      }
    }
    var identifierText = Set<Int64>()
    for identifier in plan.identifiers {
      identifierText.formUnion(try matcher.matching(identifier, in: CandidateMatcher.columns))
    }
    let skillFit = try skillScores()
    let intents = KindIntent.kinds(for: plan)
    let asksForResources = !KindIntent.resourceWords.isDisjoint(with: plan.allWords)
    for candidate in candidates {
      var feature = RankingFeatures()
      if totalWeight > 0 {
        feature.coverage = (anywhere[candidate.rowID] ?? 0) / totalWeight
        feature.titleCoverage = (inTitle[candidate.rowID] ?? 0) / totalWeight
      }
      feature.titlePhrases = min(1, (phraseHits[candidate.rowID] ?? 0) / 2)
      if !plan.trigrams.isEmpty {
        feature.phrases = (trigramHits[candidate.rowID] ?? 0) / Double(plan.trigrams.count)
      }
      // NB: the unit's own title, not its heading path: a framework named in a part's heading
      // ("SceneKit → RealityKit") would otherwise mark every subsection as about that API.
      let title = candidate.title.lowercased()
      feature.identifierInTitle = plan.identifiers.contains { title.contains($0) }
      feature.identifierInText = identifierText.contains(candidate.rowID)
      // NB: a document of a skill folder (`skill/references/file`) fits as well as its skill
      // does: agents choose the skill by its description and then read its documents.
      let folderSkill = candidate.skillID.split(separator: "/", maxSplits: 1).first.map(String.init)
      feature.skillFit = max(
        skillFit[candidate.skillID] ?? 0, folderSkill.flatMap { skillFit[$0] } ?? 0)
      feature.wantedKind = intents.contains(candidate.kind)
      feature.diagnosesSymptom =
        plan.describesFailure
        && KindIntent.isDiagnostic(
          skillID: candidate.skillID,
          headingPath: candidate.headings)
      features[candidate.rowID] = feature
    }
    return candidates.map { candidate in
      var scored = candidate
      let feature = features[candidate.rowID] ?? RankingFeatures()
      scored.coverage = feature.coverage
      scored.score =
        feature.score(bm25: candidate.relevance / best) * KindIntent.prior(candidate.kind)
        * KindIntent.headingPrior(candidate.headings, asksForResources: asksForResources)
        * (candidate.tokens > IndexUnitBuilder.wholeTextTokens ? 0.8 : 1)
      return scored
    }
  }

  /// How well each skill's title, description and example prompts match, from 0 to 1.
  private func skillScores() throws -> [String: Double] {
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT s.id, bm25(skills_fts, 3.0, 1.0, 1.0) FROM skills_fts
        JOIN skills s ON s.rowid = skills_fts.rowid
        WHERE skills_fts MATCH ? ORDER BY 2 LIMIT 20
        """,
      arguments: [QueryPlan.matchExpression(plan.terms)])
    let scores = rows.map { (row: Row) -> (String, Double) in (row[0], -(row[1] as Double)) }
    // NB: with few skills every word is common to half of them and bm25 is near zero for all:
    // then the skill tells nothing, and no skill is preferred.
    guard let best = scores.map(\.1).max(), best >= 1 else { return [:] }
    return Dictionary(scores.map { ($0.0, $0.1 / best) }, uniquingKeysWith: max)
  }
}
