internal import GRDB

/// Ranks the units of the index for a question.
///
/// The graph ranking starts from bm25 with column weights (title, heading path, skill
/// description, body, code, keywords) over the question's words, identifier parts and synonym
/// concepts, then rescores the best candidates with what the graph knows: how much of the
/// question a unit covers (weighted by rarity), exact API identifiers, the unit's kind against
/// the question's intent, and how well the unit's skill (description, example prompts) matches.
/// Overlapping units (a section and its subsection) are not both returned.
struct SearchRanker {
  let db: Database
  let plan: QueryPlan
  let request: SearchRequest

  /// How many bm25 candidates are rescored.
  static let candidateCount = 40

  /// The best units, best first, at most `request.limit`.
  func rank() throws -> [Candidate] {
    switch request.ranking {
    case .plain:
      let terms = plan.plainTerms
      guard !terms.isEmpty else { return [] }
      return Array(
        try candidates(table: "plain_fts", weights: "", terms: terms).prefix(request.limit))
    case .graph:
      let terms = plan.terms
      guard !terms.isEmpty else { return [] }
      let found = try candidates(
        table: "units_fts", weights: ", " + IndexSchema.weightList, terms: terms)
      let scored = try rescore(found).sorted { $0.score > $1.score }
      var kept: [Candidate] = []
      for candidate in scored where !kept.contains(where: { $0.overlaps(candidate) }) {
        kept.append(containing(candidate, among: scored) ?? candidate)
        if kept.count == request.limit { break }
      }
      return kept
    }
  }

  /// A unit that holds `candidate` and scores nearly as well, when there is one of a size an
  /// answer can afford: the subsection then comes with the section that frames it.
  private func containing(_ candidate: Candidate, among scored: [Candidate]) -> Candidate? {
    scored.first { other in
      other.rowID != candidate.rowID && other.fileKey == candidate.fileKey
        && other.startLine <= candidate.startLine && candidate.endLine <= other.endLine
        && other.score >= candidate.score * Self.containingShare
        && other.tokens <= Self.containingTokens
    }
  }

  /// How close a containing unit's score must be to take its child's place.
  static let containingShare = 0.8
  /// The largest containing unit that takes its child's place, in tokens.
  static let containingTokens = 2000

  private func candidates(table: String, weights: String, terms: [String]) throws -> [Candidate] {
    var filters = ""
    var arguments: StatementArguments = [QueryPlan.matchExpression(terms)]
    if let kind = request.kind {
      filters += " AND u.kind = ?"
      _ = arguments.append(contentsOf: [kind.rawValue])
    }
    if let skillID = request.skillID {
      filters += " AND u.skill_id = ?"
      _ = arguments.append(contentsOf: [skillID])
    }
    let limit = request.ranking == .plain ? request.limit : Self.candidateCount
    // NB: without filters, the best rows are chosen from the full-text table alone and only
    // they are joined: joining every match before sorting reads far more pages.
    let source =
      filters.isEmpty
      ? """
      (SELECT rowid, bm25(\(table)\(weights)) AS rank FROM \(table) WHERE \(table) MATCH ?
        ORDER BY rank LIMIT \(limit)) AS top
      JOIN units u ON u.id = top.rowid
      """
      : """
      (SELECT rowid, bm25(\(table)\(weights)) AS rank FROM \(table) WHERE \(table) MATCH ?)
        AS top JOIN units u ON u.id = top.rowid
      """
    let sql = """
      SELECT u.id, f.key, u.skill_id, u.kind, u.title, u.start_line, u.end_line, u.tokens,
        u.heading_path, top.rank
      FROM \(source) JOIN files f ON f.id = u.file_id
      WHERE 1\(filters)
      ORDER BY top.rank LIMIT \(limit)
      """
    return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
      let relevance = -(row[9] as Double)
      return Candidate(
        rowID: row[0], fileKey: row[1], skillID: row[2],
        kind: EntityKind(rawValue: row[3]) ?? .section, title: row[4], headingPath: row[8],
        startLine: row[5],
        endLine: row[6], tokens: row[7], relevance: relevance, score: relevance)
    }
  }
}
