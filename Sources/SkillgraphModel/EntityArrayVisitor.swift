/// Something done to each kind's array of an ``EntityCollection``, in the collection's order
/// (``EntityCollection/visitArrays(_:)``, the one place that lists them): appending, sizing,
/// gathering, indexing.
package protocol EntityArrayVisitor {
  /// Visits the array at `path`, whose entities are of `kind` (item lists are `.redFlags` here,
  /// for both of their kinds).
  mutating func visit<Entity: GraphEntity>(
    _ path: WritableKeyPath<EntityCollection, [Entity]>, kind: EntityKind)
}
