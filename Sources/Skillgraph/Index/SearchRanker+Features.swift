import Foundation
internal import GRDB

extension SearchRanker {
  /// Rescores bm25 candidates with coverage, identifiers, kind and skill.
  func rescore(_ candidates: [Candidate]) throws -> [Candidate] {
    guard !candidates.isEmpty else { return [] }
    let ids = candidates.map { String($0.rowID) }.joined(separator: ",")
    let total = Double(try Int.fetchOne(db, sql: "SELECT count(*) FROM units") ?? 1)
    var weightOf: [Int64: Double] = [:]
    var totalWeight = 0.0
    for term in plan.words + plan.identifierParts + plan.concepts.map(Synonyms.marker) {
      let expression = QueryPlan.matchExpression([term])
      let frequency = Double(
        try Int.fetchOne(
          db, sql: "SELECT count(*) FROM units_fts WHERE units_fts MATCH ?",
          arguments: [expression]) ?? 0)
      guard frequency > 0 else { continue }
      let weight = log((total - frequency + 0.5) / (frequency + 0.5) + 1)
      totalWeight += weight
      let matched = try Int64.fetchAll(
        db, sql: "SELECT rowid FROM units_fts WHERE units_fts MATCH ? AND rowid IN (\(ids))",
        arguments: [expression])
      for rowID in matched { weightOf[rowID, default: 0] += weight }
    }
    var exactTitle = Set<Int64>()
    var exactAnywhere = Set<Int64>()
    for identifier in plan.identifiers {
      let phrase = "\"\(identifier)\""
      exactTitle.formUnion(
        try Int64.fetchAll(
          db, sql: "SELECT rowid FROM units_fts WHERE units_fts MATCH ? AND rowid IN (\(ids))",
          arguments: ["{title heading} : \(phrase)"]))
      exactAnywhere.formUnion(
        try Int64.fetchAll(
          db, sql: "SELECT rowid FROM units_fts WHERE units_fts MATCH ? AND rowid IN (\(ids))",
          arguments: ["{title heading body code} : \(phrase)"]))
    }
    let skillFit = try skillScores()
    let intents = KindIntent.kinds(for: plan)
    return candidates.map { candidate in
      var scored = candidate
      let coverage = totalWeight > 0 ? (weightOf[candidate.rowID] ?? 0) / totalWeight : 0
      var factor = 0.25 + coverage * coverage
      if exactTitle.contains(candidate.rowID) {
        factor *= 1.6
      } else if exactAnywhere.contains(candidate.rowID) {
        factor *= 1.25
      }
      factor *= KindIntent.prior(candidate.kind, wanted: intents)
      factor *= 1 + 0.5 * (skillFit[candidate.skillID] ?? 0)
      if candidate.tokens > 2500 { factor *= 0.75 }
      scored.score = candidate.relevance * factor
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
    guard let best = scores.map(\.1).max(), best > 0 else { return [:] }
    return Dictionary(scores.map { ($0.0, $0.1 / best) }, uniquingKeysWith: max)
  }
}
