import Foundation
public import SkillgraphModel
import SkillgraphSearch

extension SkillgraphService {
  /// One entity whole: its Markdown, source and related entities.
  public func show(_ id: String) throws(SkillgraphError) -> EntityDetail {
    let graph = try graph()
    guard let entity = graph.entity(withID: id) else {
      throw .unknownEntity(id, hint: EntityHint(graph: graph).hint(for: id))
    }
    var detail = EntityDetail(entity: entity, graph: graph)
    let templates = try templateLinks()?.templates(for: entity) ?? []
    if !templates.isEmpty { detail.templates = templates }
    return detail
  }

  /// The entity `request.id`, or with `sections`, only those sections of the skill it names:
  /// the skill's detail whose Markdown holds just those sections (each whole, with its
  /// subsections, in document order), whose `related` lists what they link to, and whose
  /// `sections` says which sections these are. Without `sections`, a skill whose Markdown costs
  /// more than `outlineAbove` tokens comes as its opening and its ``EntityDetail/outline``.
  public func read(_ request: ReadRequest) throws(SkillgraphError) -> EntityDetail {
    let (id, names, limit) = (request.id, request.sections, request.outlineAbove)
    var detail = try show(id)
    guard !names.isEmpty else {
      guard let limit, detail.kind == .skill, TokenEstimate.tokens(in: detail.markdown) > limit
      else {
        return detail
      }
      return try outlined(detail, openingTokens: limit / 2)
    }
    guard detail.kind == .skill else {
      throw .invalidArgument(
        "sections",
        reason: "`sections` picks sections of a skill, and '\(id)' is a \(detail.kind.rawValue); "
          + "read it without `sections`")
    }
    let graph = try graph()
    let outline = SkillOutline(sections: graph.sections.filter { $0.skillID == id })
    let chosen: [Section]
    switch outline.select(names) {
    case .success(let found): chosen = found
    case .failure(let missing):
      throw .unknownSection(missing.name, skill: id, sections: outline.titles)
    }
    var related: [EntityDetail.Related] = []
    var markdown: [String] = []
    for section in chosen {
      let part = EntityDetail(entity: section, graph: graph)
      markdown.append(part.markdown)
      for link in part.related where link.relation != "skill" && !related.contains(link) {
        related.append(link)
      }
    }
    detail.markdown = markdown.joined(separator: "\n\n")
    detail.related = related
    detail.sections = chosen.map {
      EntityDetail.SectionSummary(id: $0.id, title: $0.title, source: $0.source)
    }
    return detail
  }

  /// `detail`, a skill's, with its outline in place of all but its opening, which is cut at a
  /// paragraph after `openingTokens`.
  private func outlined(_ detail: EntityDetail, openingTokens: Int) throws(SkillgraphError)
    -> EntityDetail
  {
    let graph = try graph()
    let sections = SkillOutline(sections: graph.sections.filter { $0.skillID == detail.id })
      .sections
    let byID = Dictionary(sections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    func depth(_ section: Section) -> Int {
      var depth = 1
      var parent = section.parentID.flatMap { byID[$0] }
      while let next = parent, depth < 16 {
        depth += 1
        parent = next.parentID.flatMap { byID[$0] }
      }
      return depth
    }
    var outlined = detail
    outlined.outline = sections.map {
      EntityDetail.OutlineEntry(
        id: $0.id, title: $0.title, depth: depth($0),
        tokens: TokenEstimate.tokens(in: graph.markdown(of: $0)))
    }
    outlined.markdown = Self.opening(
      of: detail.markdown, before: sections.first?.title, tokens: openingTokens)
    // NB: what the skill contains is reached through its sections; what it links to stays.
    outlined.related = detail.related.filter { $0.relation != "contains" && $0.kind != .section }
    return outlined
  }

  /// The Markdown of a skill up to the heading titled `title` (its first section), at most
  /// about `tokens` of it, cut after a paragraph.
  static func opening(of markdown: String, before title: String?, tokens: Int) -> String {
    var kept: [Substring] = []
    var cost = 0
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if let title, line.hasPrefix("#"),
        line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces) == title
      {
        break
      }
      cost += (line.utf8.count + 4) / 4
      if cost > tokens, line.trimmingCharacters(in: .whitespaces).isEmpty { break }
      kept.append(line)
    }
    return kept.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The skills, or every entity of `kind`; only those of `skill` (and of the documents of its
  /// folder) when it is given.
  public func list(kind: EntityKind = .skill, skill: String? = nil) throws(SkillgraphError)
    -> EntityList
  {
    let graph = try graph()
    var entities = graph.entities(ofKind: kind)
    if let skill {
      guard graph.skill(withID: skill) != nil else {
        throw .unknownSkill(skill, closest: nil)
      }
      let documents = Set(graph.documents(of: skill).map(\.id))
      entities = entities.filter { $0.skillID == skill || documents.contains($0.skillID) }
    }
    return EntityList(items: entities.map(EntitySummary.init))
  }
}
