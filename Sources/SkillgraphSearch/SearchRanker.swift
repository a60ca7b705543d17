package import GRDB
import SkillgraphModel
import SkillgraphSupport

/// Ranks the units of the index for a question.
///
/// The graph ranking starts from bm25 with column weights (title, heading path, skill
/// description, body, code, keywords) over the question's words, identifier parts and synonym
/// concepts, then rescores the best candidates with what the graph knows: how much of the
/// question a unit covers (weighted by rarity), exact API identifiers, the unit's kind against
/// the question's intent, and how well the unit's skill (description, example prompts) matches.
/// Overlapping units (a section and its subsection) are not both returned.
package struct SearchRanker {
  package let db: Database
  package let plan: QueryPlan
  package let request: SearchRequest
  /// The distinct phrases of the collection's own vocabulary (`Topicality`).
  package var ownPhrases: [String] = []

  /// How many bm25 candidates are rescored.
  package static let candidateCount = 40

  /// What a ranking found: the best units, and how much of the question the collection knows.
  package struct Ranking {
    /// The best units, best first, at most `request.limit`.
    package var candidates: [Candidate]
    /// The share of the question's words that occur anywhere in the collection, from 0 to 1.
    package var knownShare: Double
    /// Whether the question is about what the collection is about (graph ranking only).
    package var topicality: Topicality?

    /// A value with every stored property given.
    package init(candidates: [Candidate], knownShare: Double, topicality: Topicality? = nil) {
      self.candidates = candidates
      self.knownShare = knownShare
      self.topicality = topicality
    }
  }

  /// The best units, best first, at most `request.limit`, and what the collection knows of the
  /// question.
  package func rank() throws -> Ranking {
    switch request.ranking {
    case .plain:
      let terms = plan.plainTerms
      guard !terms.isEmpty else { return Ranking(candidates: [], knownShare: 0) }
      let candidates = try plainCandidates(terms: terms)
      return Ranking(candidates: candidates, knownShare: candidates.isEmpty ? 0 : 1)
    case .graph:
      let terms = plan.terms
      guard !terms.isEmpty else { return Ranking(candidates: [], knownShare: 0) }
      let matches = try TermMatches(db: db, terms: terms)
      // NB: a quantity ("200 MB", "5 minutes") and a reverse-DNS name ("com.acme.reindex") are
      // the developer's own case: that the collection never writes them says nothing of
      // whether it covers the question. A bare number may be a code ("Code=-1001"): it counts.
      let described = SearchText.words(SearchText.withoutReverseDNSNames(request.text))
      let quantities = Set(
        zip(described, described.dropFirst()).filter { number, unit in
          number.allSatisfy(\.isNumber) && Self.units.contains(unit)
        }.map(\.0))
      let caseWords = Set(described).subtracting(quantities)
      let counted = plan.words.indices.filter { caseWords.contains(Substring(plan.words[$0])) }
      let weighed = counted.isEmpty ? Array(plan.words.indices) : counted
      let known = weighed.filter { matches.documentFrequency(ofTermAt: $0) > 0 }.count
      let knownShare = weighed.isEmpty ? 0 : Double(known) / Double(weighed.count)
      let found = try candidates()
      let scored = try demotingRoutingTables(
        rescore(found, matches: matches).sorted { $0.score > $1.score })
      var kept: [Candidate] = []
      for candidate in scored where !kept.contains(where: { $0.overlaps(candidate) }) {
        // NB: a containing unit takes its child's place and score: it ranks there because of
        // the child, and the results stay in the order of their scores.
        var answer = containing(candidate, among: scored) ?? candidate
        answer.score = candidate.score
        answer.coverage = candidate.coverage
        kept.append(answer)
        if kept.count == request.limit { break }
      }
      let topicality = try Topicality(
        question: request.text, plan: plan, matches: matches, db: db,
        general: GeneralFrequencies.shipped, ownPhrases: ownPhrases)
      return Ranking(candidates: kept, knownShare: knownShare, topicality: topicality)
    }
  }

  /// `scored` with the units among the first `routingDepth` that route to other documents
  /// (`RoutingTable`) scored down, unless the question asks where to look; best first.
  private func demotingRoutingTables(_ scored: [Candidate]) throws -> [Candidate] {
    guard plan.allWords.isDisjoint(with: RoutingTable.lookingWords) else { return scored }
    var reader = UnitTextReader(db: db)
    var result = scored
    for index in result.indices.prefix(Self.routingDepth)
    where RoutingTable.routes(try reader.text(ofUnit: result[index].rowID)) {
      result[index].score *= RoutingTable.prior
    }
    return result.sorted { $0.score > $1.score }
  }

  /// Words of a unit after a number: the number is a quantity.
  static let units: Set<Substring> = [
    "b", "kb", "mb", "gb", "tb", "bytes", "kilobytes", "megabytes", "gigabytes", "ms", "s", "sec",
    "secs", "second", "seconds", "min", "mins", "minute", "minutes", "h", "hr", "hrs", "hour",
    "hours", "day", "days", "week", "weeks", "month", "months", "percent", "times", "x",
  ]

  /// How many of the best candidates are checked for routing tables.
  static let routingDepth = 10

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
  package static let containingShare = 0.8
  /// The largest containing unit that takes its child's place, in tokens.
  package static let containingTokens = 2000

  /// The request's skill (`?3`), when given: its own units, those of the documents of its
  /// folder (`skill/references/file`), which an agent reads as part of the skill, and, for a
  /// suite's router, those of the suite's skills (`router--child`), which it routes to.
  static let skillFilter = """
    (?3 IS NULL OR u.skill_id = ?3 OR substr(u.skill_id, 1, length(?3) + 1) = ?3 || '/' \
    OR substr(u.skill_id, 1, length(?3) + 2) = ?3 || '--')
    """

  /// The best units by bm25 over the full-text table, at most `candidateCount`, best first
  /// (ties in row order), restricted to the request's kind and skill.
  // NB: without a filter, FTS5 picks the best row IDs before any unit row is read: joined first,
  // every matching unit's row was read to sort them (Axiom, a question with common words, 5,437
  // matches: 3,298 page reads for the query, 219 so).
  private func candidates() throws -> [Candidate] {
    let filtered = request.kind != nil || request.skillID != nil
    let sql =
      filtered
      ? """
      SELECT \(Self.candidateColumns), -units_fts.rank
      FROM units_fts JOIN units u ON u.id = units_fts.rowid JOIN files f ON f.id = u.file_id
      WHERE units_fts MATCH ?1 AND (?2 IS NULL OR u.kind = ?2) AND \(Self.skillFilter)
      ORDER BY units_fts.rank, u.id LIMIT \(Self.candidateCount)
      """
      : """
      SELECT \(Self.candidateColumns), -best.rank
      FROM (
        SELECT rowid, rank FROM units_fts WHERE units_fts MATCH ?1
        ORDER BY rank, rowid LIMIT \(Self.candidateCount)
      ) best
      JOIN units u ON u.id = best.rowid JOIN files f ON f.id = u.file_id
      ORDER BY best.rank, u.id
      """
    let arguments: StatementArguments =
      filtered
      ? [QueryPlan.matchExpression(plan.terms), request.kind?.rawValue, request.skillID]
      : [QueryPlan.matchExpression(plan.terms)]
    return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
      Self.candidate(row, relevance: row[9])
    }
  }

  /// The baseline: plain bm25 over each unit's whole text, as FTS5 ranks it.
  private func plainCandidates(terms: [String]) throws -> [Candidate] {
    let sql = """
      SELECT \(Self.candidateColumns), bm25(plain_fts) AS rank
      FROM plain_fts JOIN units u ON u.id = plain_fts.rowid JOIN files f ON f.id = u.file_id
      WHERE plain_fts MATCH ?1 AND (?2 IS NULL OR u.kind = ?2) AND \(Self.skillFilter)
      ORDER BY rank LIMIT \(request.limit)
      """
    let arguments: StatementArguments = [
      QueryPlan.matchExpression(terms), request.kind?.rawValue, request.skillID,
    ]
    return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
      Self.candidate(row, relevance: -(row[9] as Double))
    }
  }

  /// The unit columns a candidate is made of, in the order `candidate(_:relevance:)` reads.
  private static let candidateColumns = """
    u.id, f.key, u.skill_id, u.kind, u.title, u.start_line, u.end_line, u.tokens, u.heading_path
    """

  private static func candidate(_ row: Row, relevance: Double) -> Candidate {
    Candidate(
      rowID: row[0], fileKey: row[1], skillID: row[2],
      kind: EntityKind(rawValue: row[3]) ?? .section,
      title: SearchText.joiningIdeographs(row[4]), headingPath: row[8],
      startLine: row[5], endLine: row[6], tokens: row[7], relevance: relevance, score: relevance)
  }

  /// A value with every stored property given.
  package init(db: Database, plan: QueryPlan, request: SearchRequest) {
    self.db = db
    self.plan = plan
    self.request = request
  }
}
