extension KnowledgeGraph {
  /// Where each ID's entity is: its kind and its position in that kind's array (skills sorted
  /// by ID), without an existential box per entity.
  ///
  /// NB: a 32-bit position packs kind and position into 8 bytes, not 16: the index of ten
  /// copies of the Axiom collection holds 524,288 slots (4 MB less).
  package typealias EntityIndex = [String: (kind: EntityKind, position: UInt32)]

  /// The index of every entity ID of the graph `parts` make. It needs only the entities, so the
  /// loader builds it while references are being resolved.
  package static func entityIndex(of parts: GraphParts) -> EntityIndex {
    let entities = parts.entities
    var index: EntityIndex = [:]
    // NB: sized once; growing a dictionary of every entity ID step by step rehashed it often.
    index.reserveCapacity(
      parts.skills.count + entities.sections.count + entities.patterns.count
        + entities.checklists.count + entities.antiPatterns.count
        + entities.pressureScenarios.count + entities.itemLists.count
        + entities.realWorldExamples.count + entities.quickReferences.count
        + entities.resources.count + entities.decisionTrees.count + entities.codeSnippets.count)
    func add(_ ids: [String], as kind: EntityKind) {
      precondition(ids.count < Int(UInt32.max), "over 4 billion entities of one kind")
      for (position, id) in ids.enumerated() where index[id] == nil {
        index[id] = (kind, UInt32(truncatingIfNeeded: position))
      }
    }
    add(parts.skills.map(\.id).sorted(), as: .skill)
    add(entities.sections.map(\.id), as: .section)
    add(entities.patterns.map(\.id), as: .pattern)
    add(entities.checklists.map(\.id), as: .checklist)
    add(entities.antiPatterns.map(\.id), as: .antiPattern)
    add(entities.pressureScenarios.map(\.id), as: .pressureScenario)
    add(entities.itemLists.map(\.id), as: .redFlags)
    add(entities.realWorldExamples.map(\.id), as: .realWorldExample)
    add(entities.quickReferences.map(\.id), as: .quickReference)
    add(entities.resources.map(\.id), as: .resource)
    add(entities.decisionTrees.map(\.id), as: .decisionTree)
    add(entities.codeSnippets.map(\.id), as: .codeBlock)
    return index
  }
}
