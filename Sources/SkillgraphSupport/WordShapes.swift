/// The first byte and length of a set of words, told in one table look-up: a word whose pair is
/// not among them is in none of the words' dictionaries, which then need not hash it.
// NB: indexing Axiom looked up every word of every unit in two dictionaries (irregular verbs and
// the vocabulary's first words), 2.2 G of its 13.2 G instructions.
package struct WordShapes: Sendable {
  @usableFromInline var table = [Bool](repeating: false, count: 256 * 16)

  package init(_ words: some Sequence<Substring>) {
    for word in words { table[Self.slot(word)] = true }
  }

  /// Whether a word of `word`'s first byte and length is among the words.
  @inlinable package func mayContain(_ word: Substring) -> Bool {
    table[Self.slot(word)]
  }

  @inlinable static func slot(_ word: Substring) -> Int {
    let utf8 = word.utf8
    guard let first = utf8.first else { return 0 }
    return Int(first) << 4 | min(utf8.count, 15)
  }
}
