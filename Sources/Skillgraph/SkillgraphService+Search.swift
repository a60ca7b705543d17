import SkillgraphModel
public import SkillgraphSearch

extension SkillgraphService {
  /// The units that answer `request`, ranked, from the search index (refreshed first for the
  /// files that changed).
  ///
  /// Nothing found is an answer, not a failure: no results and confidence `none`; with
  /// `listingSkills`, the collection's skills too, so that the asker can tell what the
  /// collection covers (it loads the graph, which a one-shot command that reports "not found"
  /// need not pay for). An unknown skill, and a token budget too small for any result, are
  /// failures.
  public func search(_ request: SearchRequest, listingSkills: Bool = true) throws(SkillgraphError)
    -> SearchAnswer
  {
    let index = searchIndex
    let response: SearchResponse
    var linkFailure: SkillgraphError?
    func linking(_ whole: SearchResponse) -> SearchResponse {
      do throws(SkillgraphError) {
        return try linkingTemplates(whole)
      } catch {
        linkFailure = error
        return whole
      }
    }
    do throws(IndexError) {
      // NB: the templates are linked before the budget is applied, so that it counts them.
      response = try index.search(request, keepingConnection: keep, linking: linking)
    } catch {
      throw .index(error)
    }
    if let linkFailure { throw linkFailure }
    guard response.results.isEmpty else { return SearchAnswer(response: response) }
    let known: [String]
    do { known = try index.skillIDs() } catch { throw .index(error) }
    if let skill = request.skillID, !known.contains(skill) {
      throw .unknownSkill(skill, closest: "skills: \(known.joined(separator: ", "))")
    }
    if response.budget.resultsLeftOut > 0 {
      throw .nothingFitsBudget(request.text, maxTokens: request.maxTokens)
    }
    guard listingSkills else { return SearchAnswer(response: response) }
    let skills = try graph().mainSkills.map {
      SkillSummary(id: $0.id, title: $0.title, type: $0.type.rawValue)
    }
    return SearchAnswer(response: response, skills: skills)
  }
}

extension SkillgraphService {
  /// `response` with the templates that implement each result, when the content has templates
  /// of its own and a result is of a kind a template implements.
  fileprivate func linkingTemplates(_ response: SearchResponse) throws(SkillgraphError)
    -> SearchResponse
  {
    let kinds: Set<EntityKind> = [.pattern, .decisionOutcome, .section]
    guard response.results.contains(where: { kinds.contains($0.kind) }),
      let links = try templateLinks()
    else { return response }
    // NB: a pattern's number and a section's slug are in their IDs; only an outcome needs the
    // graph (its text and pattern), which costs a one-shot query about 20 ms on Content/.
    var loaded: KnowledgeGraph?
    var linked = response
    for (position, result) in linked.results.enumerated() where kinds.contains(result.kind) {
      var templates = links.templates(forID: result.id, kind: result.kind, skill: result.skill.id)
      if templates == nil {
        if loaded == nil { loaded = try graph() }
        templates = loaded?.entity(withID: result.id).map(links.templates(for:))
      }
      if let templates, !templates.isEmpty { linked.results[position].templates = templates }
    }
    return linked
  }
}

/// What a search answers: the ranked results, and when there are none, the collection's skills.
public struct SearchAnswer: Encodable, Sendable {
  /// The search's own answer.
  public var response: SearchResponse
  /// The collection's skills (ID, title and type), listed when nothing was found.
  public var skills: [SkillSummary]?

  /// An answer with `response`, and `skills` when nothing was found.
  public init(response: SearchResponse, skills: [SkillSummary]? = nil) {
    self.response = response
    self.skills = skills
  }

  package enum CodingKeys: String, CodingKey {
    case skills
  }

  /// The response's fields, with `skills` beside them when present.
  public func encode(to encoder: any Encoder) throws {
    try response.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(skills, forKey: .skills)
  }
}
