package import SkillgraphModel

extension AuditRule {
  /// What a rule's citation points at in the collection: the checklist item it checks, or,
  /// when the cited section is not a checklist or no item names what the rule checks, the
  /// section itself.
  package enum Citation: Sendable, Hashable {
    /// An item of a checklist: its checklist and its line.
    case item(checklist: Checklist, item: ChecklistItem)
    /// The cited section.
    case section(Section)
  }

  /// The API names a rule checks, as written in its parameters: the Info.plist key and value,
  /// the symbols, the calls' names and argument labels, the functions, members and pairs.
  /// Names that hold no capital letter (`submit`, `background`) are common words, except the
  /// plist value (`fetch`), and are left out.
  package var apiNames: Set<String> {
    var signatures = calls + pair + uses.map(\.call)
    if let handler { signatures.append(handler.call) }
    if let required { signatures.append(required) }
    var names = signatures.flatMap { [$0.name] + ($0.labels ?? []) }
    names += symbols + rootConformances + excludedMembers
    names += uses.compactMap(\.objectiveC).map { String($0.filter { $0 != ":" }) }
    names += (functions + [function, member, plistKey].compactMap { $0 }).flatMap(Self.words)
    var result = Set(names.flatMap(Self.words).filter { $0.contains(where: \.isUppercase) })
    if let value { result.insert(value) }
    return result
  }

  /// Where the rule's `see` points in `graph`: the item of the cited checklist that names the
  /// most of `apiNames` (the first on a tie), else the cited section; nil when `see` names no
  /// section of the graph.
  package func citation(in graph: KnowledgeGraph) -> Citation? {
    guard let section = graph.sections.first(where: { $0.id == see }) else { return nil }
    let names = apiNames
    var best: (checklist: Checklist, item: ChecklistItem, score: Int)?
    for checklist in graph.checklists where checklist.sectionID == see {
      for item in checklist.items {
        let score = Set(Self.words(item.text)).intersection(names).count
        if score > (best?.score ?? 0) { best = (checklist, item, score) }
      }
    }
    if let best { return .item(checklist: best.checklist, item: best.item) }
    return .section(section)
  }

  /// The identifier-like words of `text`: `register(forTaskWithIdentifier:)` gives `register`
  /// and `forTaskWithIdentifier`.
  static func words(_ text: String) -> [String] {
    text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
  }
}
