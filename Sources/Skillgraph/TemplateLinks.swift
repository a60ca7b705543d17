import Foundation

/// Which code templates implement an entity: the sets of a pattern, the set a decision outcome
/// recommends, the sets of a section.
struct TemplateLinks {
  /// The templates.
  var catalog: TemplateCatalog

  /// The IDs of the templates that implement `entity`, in the catalog's order.
  func templates(for entity: any GraphEntity) -> [String] {
    switch entity {
    case let pattern as Pattern:
      guard let number = pattern.number else { return [] }
      return catalog.sets(implementingPattern: number, of: pattern.skillID).map(\.manifest.id)
    case let entry as OutcomeEntry:
      guard let number = entry.outcome.patternNumbers.first else { return [] }
      let sets = catalog.sets(implementingPattern: number, of: entry.skillID)
      return DecisionEngine.closest(sets, to: entry.outcome.text).map { [$0.manifest.id] } ?? []
    case let section as Section:
      return templates(forSection: section.id, skill: section.skillID)
    default:
      return []
    }
  }

  /// The templates of a pattern (`skill/pattern-N`) or section (`skill#slug`) read from its ID
  /// alone; nil when the ID does not tell (an outcome, a pattern without a number).
  func templates(forID id: String, kind: EntityKind, skill: String) -> [String]? {
    switch kind {
    case .section:
      return templates(forSection: id, skill: skill)
    case .pattern:
      guard let last = id.split(separator: "/").last, last.hasPrefix("pattern-"),
        let number = Int(last.dropFirst("pattern-".count))
      else { return nil }
      return catalog.sets(implementingPattern: number, of: skill).map(\.manifest.id)
    default:
      return nil
    }
  }

  private func templates(forSection id: String, skill: String) -> [String] {
    let slug = id.split(separator: "#", maxSplits: 1).last.map(String.init)
    return catalog.sets.filter {
      $0.manifest.implements.skill == skill && $0.manifest.implements.section == slug
    }.map(\.manifest.id)
  }
}

extension SkillgraphService {
  /// Whether the templates belong to the content: a templates folder was given, or the content
  /// is the shipped one (the shipped templates implement the shipped skills).
  var templatesBelongToContent: Bool {
    guard settings.templates == nil else { return true }
    let shipped = URL(fileURLWithPath: ShippedFolders.content).standardizedFileURL.path
    return contentFolders.map { URL(fileURLWithPath: $0).standardizedFileURL.path } == [shipped]
  }

  /// The template links of the content, when it has templates of its own.
  func templateLinks() throws(SkillgraphError) -> TemplateLinks? {
    guard templatesBelongToContent, let catalog = try templateCatalog(), !catalog.sets.isEmpty
    else { return nil }
    return TemplateLinks(catalog: catalog)
  }
}
