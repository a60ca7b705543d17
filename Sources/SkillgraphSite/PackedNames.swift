/// A set of strings packed into one byte buffer in sorted order, asked for membership by binary
/// search: for the many small sets a site build keeps until its link check.
///
/// NB: every page's anchors as a `Set<String>` were 19 MB of the 290 MB heap of a site build of
/// ten copies of the Axiom collection (a string object each for most slugs, and the set's
/// table); packed, they are their bytes and four bytes a name.
package struct PackedNames: Sendable {
  private let bytes: [UInt8]
  /// Where each name ends in `bytes`; a name starts where the one before it ends.
  private let ends: [UInt32]

  /// The names of `names`.
  package init(_ names: Set<String>) {
    let sorted = names.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(sorted.reduce(0) { $0 + $1.count })
    var ends: [UInt32] = []
    ends.reserveCapacity(sorted.count)
    for name in sorted {
      bytes += name
      precondition(bytes.count < Int(UInt32.max), "names over 4 GB")
      ends.append(UInt32(truncatingIfNeeded: bytes.count))
    }
    self.bytes = bytes
    self.ends = ends
  }

  /// The number of names.
  package var count: Int { ends.count }

  /// Whether `name` is one of the names.
  package func contains(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { wanted in
      var low = 0
      var high = ends.count
      while low < high {
        let middle = (low + high) / 2
        let start = middle == 0 ? 0 : Int(ends[middle - 1])
        let stored = bytes[start..<Int(ends[middle])]
        if stored.elementsEqual(wanted) { return true }
        if stored.lexicographicallyPrecedes(wanted) { low = middle + 1 } else { high = middle }
      }
      return false
    }
  }
}
