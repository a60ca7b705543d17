extension EntityCollection {
  /// Appends each array of `other` to the same array of `target`.
  struct Appending: EntityArrayVisitor {
    var target = EntityCollection()
    let other: EntityCollection

    mutating func visit<Entity: GraphEntity>(
      _ path: WritableKeyPath<EntityCollection, [Entity]>, kind: EntityKind
    ) {
      target[keyPath: path] += other[keyPath: path]
    }
  }

  /// Adds the length of each array of `source` to that kind's count, in visiting order.
  struct Counting: EntityArrayVisitor {
    var source = EntityCollection()
    var position = 0
    var counts: [Int] = []

    mutating func visit<Entity: GraphEntity>(
      _ path: WritableKeyPath<EntityCollection, [Entity]>, kind: EntityKind
    ) {
      if counts.count == position { counts.append(0) }
      counts[position] += source[keyPath: path].count
      position += 1
    }
  }

  /// Makes room in each array of `target` for that kind's count in `added` (none when empty).
  struct Reserving: EntityArrayVisitor {
    var target = EntityCollection()
    let added: [Int]
    var position = 0

    mutating func visit<Entity: GraphEntity>(
      _ path: WritableKeyPath<EntityCollection, [Entity]>, kind: EntityKind
    ) {
      let more = position < added.count ? added[position] : 0
      target[keyPath: path].reserveCapacity(target[keyPath: path].count + more)
      position += 1
    }
  }

  /// Every entity of `source`, kind by kind; code snippets only when `includingCode` is set.
  struct Gathering: EntityArrayVisitor {
    let source: EntityCollection
    let includingCode: Bool
    var entities: [any GraphEntity] = []

    mutating func visit<Entity: GraphEntity>(
      _ path: WritableKeyPath<EntityCollection, [Entity]>, kind: EntityKind
    ) {
      guard kind != .codeBlock || includingCode else { return }
      for entity in source[keyPath: path] { entities.append(entity) }
    }
  }
}
