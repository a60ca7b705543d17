import Foundation
import SkillgraphDecisions
public import SkillgraphModel
public import SkillgraphSearch

extension SearchRequest {
  /// The kinds a search may be narrowed to: every kind but skills, resources and code blocks,
  /// which are not units of the index.
  public static let searchableKinds = EntityKind.allCases.filter {
    ![.skill, .resource, .codeBlock].contains($0)
  }.map(\.rawValue)

  /// The request for `text` as a face passes it, with the one set of defaults: at most
  /// ``defaultLimit`` results, the budget of ``budget(for:)``, the graph ranking; the kind,
  /// the ranking and the facts are read by ``kind(named:)``, ``ranking(named:)`` and
  /// ``iosVersion(in:)``.
  public static func asked(
    _ text: String, by asker: Asker, limit: Int? = nil, kind: String? = nil,
    skill: String? = nil, facts: [String: String] = [:], maxTokens: Int? = nil,
    ranking: String? = nil
  ) throws(SkillgraphError) -> SearchRequest {
    SearchRequest(
      text: trimmed(text), limit: limit ?? defaultLimit,
      kind: try kind.map { name throws(SkillgraphError) in try Self.kind(named: name) },
      skillID: skill, iosVersion: try iosVersion(in: facts),
      maxTokens: maxTokens ?? budget(for: asker),
      ranking: try ranking.map { name throws(SkillgraphError) in try Self.ranking(named: name) }
        ?? .graph)
  }

  /// The token budget of an answer unless one is given: ``defaultMaxTokens`` for an agent,
  /// whole results (0) for a person.
  public static func budget(for asker: Asker) -> Int {
    asker == .agent ? defaultMaxTokens : 0
  }

  /// The searchable kind `name` names, in any case, with or without dashes
  /// (`anti-pattern`, `antiPattern`).
  public static func kind(named name: String) throws(SkillgraphError) -> EntityKind {
    let wanted = name.lowercased().replacingOccurrences(of: "-", with: "")
    guard let found = EntityKind.allCases.first(where: { $0.rawValue.lowercased() == wanted })
    else { throw .unknownChoice(name, argument: "kind", choices: searchableKinds) }
    return found
  }

  /// The ranking `name` names.
  public static func ranking(named name: String) throws(SkillgraphError) -> Ranking {
    guard let found = Ranking(rawValue: name) else {
      throw .unknownChoice(name, argument: "ranking", choices: Ranking.allCases.map(\.rawValue))
    }
    return found
  }

  /// The iOS version the facts state (`ios`), checked as `decide` checks facts.
  public static func iosVersion(in facts: [String: String]) throws(SkillgraphError) -> Double? {
    do {
      return try DecisionFacts(facts).iosVersion
    } catch {
      throw .invalidArgument("facts", reason: error.description)
    }
  }
}
