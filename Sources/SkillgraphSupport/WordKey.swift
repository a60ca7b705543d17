/// A word as a dictionary key, hashed and compared by its UTF-8 bytes.
// NB: `Substring` hashes by Unicode canonical equivalence; the vocabulary's look-ups of every
// word of a collection spent a tenth of indexing there. Words are lowercased the one way
// (`SearchText.words`), so their bytes are their identity.
package struct WordKey: Hashable, Sendable {
  package let word: Substring

  @inlinable package init(_ word: Substring) {
    self.word = word
  }

  @inlinable package func hash(into hasher: inout Hasher) {
    let hashed: Void? = word.utf8.withContiguousStorageIfAvailable { bytes in
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
    if hashed == nil {
      for byte in word.utf8 { hasher.combine(byte) }
    }
  }

  @inlinable package static func == (lhs: WordKey, rhs: WordKey) -> Bool {
    lhs.word.utf8.elementsEqual(rhs.word.utf8)
  }
}
