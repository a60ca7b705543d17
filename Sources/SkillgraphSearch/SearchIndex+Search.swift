package import GRDB
import SkillgraphIngest
import SkillgraphModel

extension SearchIndex {
  /// Answers `request`: refreshes the index if the content changed, ranks, and returns the
  /// best units within the request's token budget, each as the passages that match the question
  /// (or whole, with no budget). A damaged index found while answering is rebuilt once.
  public func search(_ request: SearchRequest) throws(IndexError) -> SearchResponse {
    try search(request, keepingConnection: { _ in })
  }

  /// How many times a search is tried when a content file changes while it is answered.
  package static let attemptsWhileChanging = 5

  /// Answers `request` as `search(_:)` does, and hands the connection it read from to `keep`
  /// instead of closing it: a process about to exit keeps it until then. `linking` adds to the
  /// ranked results, whole, what the asker shows beside them (the templates that implement
  /// them), before the budget is applied, so that the budget counts it.
  ///
  /// A content file that changes between the index's refresh and the reading of a result's
  /// text makes the search ask again (refreshing the index first), up to
  /// ``attemptsWhileChanging`` times in all, before it reports the change.
  public func search(
    _ request: SearchRequest, keepingConnection keep: (any Sendable) -> Void,
    linking: (SearchResponse) -> SearchResponse = { $0 }
  ) throws(IndexError) -> SearchResponse {
    var attempt = 1
    while true {
      do {
        return try searchOnce(request, keepingConnection: keep, linking: linking)
      } catch let error where error.sourceChanged && attempt < Self.attemptsWhileChanging {
        warm?.forget()
        attempt += 1
      }
    }
  }

  private func searchOnce(
    _ request: SearchRequest, keepingConnection keep: (any Sendable) -> Void,
    linking: (SearchResponse) -> SearchResponse
  ) throws(IndexError) -> SearchResponse {
    // NB: closing a connection (its schema, its page cache) takes about 0.3 ms that a process
    // about to exit need not spend.
    do {
      let opened = try open()
      defer { keep(opened.queue) }
      return try answer(request, opened: opened, linking: linking)
    } catch let error as DatabaseError where error.isDamage {
      do {
        let opened = try open(forceRebuild: true)
        defer { keep(opened.queue) }
        return try answer(request, opened: opened, linking: linking)
      } catch let error as IndexError {
        throw error
      } catch {
        throw IndexError.readFailed(location.path, reason: "\(error)")
      }
    } catch let error as IndexError {
      throw error
    } catch {
      throw IndexError.readFailed(location.path, reason: "\(error)")
    }
  }

  /// Fills the plain BM25 table from the stored units, once; later refreshes keep it current.
  package static func fillPlainTable(_ queue: DatabaseQueue) throws {
    try queue.write { db in
      guard try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'plain'") == nil
      else { return }
      var reader = UnitTextReader(db: db)
      let insert = try db.cachedStatement(sql: "INSERT INTO plain_fts (rowid, text) VALUES (?, ?)")
      for rowID in try Int64.fetchAll(db, sql: "SELECT id FROM units ORDER BY id") {
        try insert.execute(arguments: [rowID, reader.text(ofUnit: rowID)])
      }
      try db.execute(sql: "INSERT INTO meta (key, value) VALUES ('plain', '1')")
    }
  }

  /// Brings the index up to date without searching; returns what was done. An index that
  /// cannot be written is a failure here: a temporary one would be gone when this returns.
  public func refresh() throws(IndexError) -> IndexStatus {
    try open(fallingBack: false).status
  }

  /// The IDs of the indexed skills, sorted: what a `skillID` filter may name.
  public func skillIDs() throws(IndexError) -> [String] {
    let opened = try open()
    do {
      return try opened.queue.read { db in
        try String.fetchAll(db, sql: "SELECT id FROM skills ORDER BY id")
      }
    } catch {
      throw IndexError.readFailed(location.path, reason: "\(error)")
    }
  }

  private func answer(
    _ request: SearchRequest, opened: Opened, linking: (SearchResponse) -> SearchResponse
  ) throws -> SearchResponse {
    if request.ranking == .plain { try Self.fillPlainTable(opened.queue) }
    return try opened.queue.read { db in
      let vocabulary = try Vocabulary.stored(in: db)
      var plan = QueryPlan(request.text, vocabulary: vocabulary)
      if request.ranking == .graph {
        try plan.addNearForms(db: db, tokenizer: PorterTokenizer(db: db))
      }
      var ranker = SearchRanker(db: db, plan: plan, request: request)
      ranker.ownPhrases = Topicality.distinctPhrases(
        of: Topicality.ownConcepts(in: Vocabulary.files(for: folders)), in: vocabulary)
      let ranking = try ranker.rank()
      let ranked = ranking.candidates
      let paths = opened.displayPaths(ofKeys: Set(ranked.map(\.fileKey)))
      var reader = UnitTextReader(db: db)
      let results = try ranked.map { candidate in
        try result(
          for: candidate, db: db, text: reader.text(ofUnit: candidate.rowID), displayPaths: paths,
          request: request)
      }
      var response = SearchResponse(
        query: request.text, terms: request.ranking == .plain ? plan.plainTerms : plan.terms,
        results: results,
        confidence: AnswerConfidence.of(
          ranking, lookAlike: try Self.asksOutside(plan, answeredBy: ranked.first, db: db)),
        budget: AnswerBudget(maxTokens: nil), index: opened.status)
      if let topicality = ranking.topicality {
        response.namesOwnTopic =
          topicality.judged && topicality.namesOwnConcept
          && topicality.best >= Topicality.threshold && !topicality.namesOtherPlatform
        response.namesOtherPlatform = topicality.namesOtherPlatform
      }
      var answer: SearchResponse
      if request.maxTokens > 0 {
        let question = try PassageQuestion(db: db, plan: plan, vocabulary: vocabulary)
        answer = AnswerFitter(
          maxTokens: request.maxTokens, selector: PassageSelector(scores: question.scores(of:))
        ).fit(linking(response))
      } else {
        answer = AnswerFitter.whole(linking(response))
      }
      let left = try NotSearchedFile.among(opened.files, db: db)
      answer.notSearched = left.isEmpty ? nil : left
      return answer
    }
  }

  /// Whether the question names a look-alike topic (`plan.outside`) that `best` does not hold.
  private static func asksOutside(_ plan: QueryPlan, answeredBy best: Candidate?, db: Database)
    throws -> Bool
  {
    guard let best, !plan.outside.isEmpty else { return false }
    let statement = try db.cachedStatement(
      sql: "SELECT 1 FROM units_fts WHERE units_fts MATCH ? AND rowid = ?")
    for phrase in plan.outside {
      let held =
        try Bool.fetchOne(
          statement, arguments: ["\"" + phrase + "\"", best.rowID]) ?? false
      if !held { return true }
    }
    return false
  }

  private func result(
    for candidate: Candidate, db: Database, text: String, displayPaths: [String: String],
    request: SearchRequest
  ) throws -> SearchResult {
    let row = try Row.fetchOne(
      db.cachedStatement(
        sql: """
          SELECT u.entity_id, u.heading_path, u.minimum_ios, s.title, s.version
          FROM units u LEFT JOIN skills s ON s.id = u.skill_id WHERE u.id = ?
          """),
      arguments: [candidate.rowID])
    guard let row else { throw IndexError.lostUnit }
    let path: String = row[1]
    let minimum: Double? = row[2]
    var result = SearchResult(
      id: row[0], kind: candidate.kind, title: candidate.title,
      skill: SearchResult.SkillRef(id: candidate.skillID, title: row[3] ?? "", version: row[4]),
      headingPath: path.isEmpty
        ? []
        : path.split(
          separator: Character(IndexUnit.pathSeparator), omittingEmptySubsequences: false
        ).map(String.init),
      text: text, tokens: candidate.tokens, score: (candidate.score * 1000).rounded() / 1000,
      source: SourceSpan(
        path: displayPaths[candidate.fileKey] ?? candidate.fileKey,
        startLine: candidate.startLine, endLine: candidate.endLine))
    if let minimum {
      result.minimumOS = OSRequirement.describe(minimum)
      if let asked = request.iosVersion, asked < minimum {
        result.unavailable = true
        result.unavailableReason =
          "needs \(OSRequirement.describe(minimum)); the facts say \(OSRequirement.describe(asked))"
      }
    }
    return result
  }
}
