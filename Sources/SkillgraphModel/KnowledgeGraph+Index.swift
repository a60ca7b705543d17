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
    var indexing = Indexing(entities: parts.entities)
    // NB: sized once; growing a dictionary of every entity ID step by step rehashed it often.
    indexing.index.reserveCapacity(parts.skills.count + parts.entities.count)
    indexing.add(parts.skills.map(\.id).sorted(), as: .skill)
    EntityCollection.visitArrays(&indexing)
    return indexing.index
  }

  /// Adds each kind's IDs to `index`, in visiting order; the first of two equal IDs keeps it.
  private struct Indexing: EntityArrayVisitor {
    let entities: EntityCollection
    var index: EntityIndex = [:]

    mutating func visit<Entity: GraphEntity>(
      _ path: WritableKeyPath<EntityCollection, [Entity]>, kind: EntityKind
    ) {
      add(entities[keyPath: path].map(\.id), as: kind)
    }

    mutating func add(_ ids: [String], as kind: EntityKind) {
      precondition(ids.count < Int(UInt32.max), "over 4 billion entities of one kind")
      for (position, id) in ids.enumerated() where index[id] == nil {
        index[id] = (kind, UInt32(truncatingIfNeeded: position))
      }
    }
  }
}
