@_spi(RawSyntax) import SwiftSyntax

/// The names one file's code refers to, each numbered the first time it is met, and the names
/// each context refers to. Kept in one value so that recording a reference is one access to
/// the collector's state; a name is hashed as the tree's bytes, without making a `String` for
/// each reference.
struct ReferenceTable {
  /// The names, each once, in the order first met.
  private(set) var names: [String] = []
  /// Where each of `names` is first used.
  private(set) var firstUses: [SourcePlace] = []
  /// The names each context (by its index in the file) refers to, as indexes into `names`.
  private(set) var references: [[Int32]] = []
  /// The index of each name, by its text in the tree: valid only while the tree is. An open
  /// table (-1: an empty slot) hashed with FNV-1a, cheaper for short names than the standard
  /// library's SipHash.
  private var slots: [Int32]
  /// The text of each of `names` in the tree.
  private var texts: [SyntaxText] = []
  /// For each of `names`, the context that last recorded it.
  private var lastReferrer: [Int] = []
  /// The contexts another context opened inside, whose lists may repeat a name.
  private var interrupted: [Int] = []

  /// An empty table, with room for `expectedNames` names before its index grows (each growth
  /// hashes every name again).
  init(expectedNames: Int = 256) {
    var capacity = 16
    while capacity < expectedNames * 2 { capacity *= 2 }
    slots = [Int32](repeating: -1, count: capacity)
    texts.reserveCapacity(expectedNames)
  }

  /// Starts the list of the next context, opened inside `outer` (nil: at no context).
  mutating func open(inside outer: Int?) {
    references.append([])
    if let outer { interrupted.append(outer) }
  }

  /// Records that `context` (nil: none) refers to the name `text`; `firstUse` tells where, the
  /// first time the name is met.
  mutating func record(_ text: SyntaxText, in context: Int?, firstUse: () -> SourcePlace) {
    let name: Int32
    if let known = index(of: text) {
      name = known
    } else {
      name = Int32(names.count)
      insert(text, as: name)
      names.append(String(syntaxText: text))
      firstUses.append(firstUse())
      lastReferrer.append(-1)
    }
    guard let context, lastReferrer[Int(name)] != context else { return }
    lastReferrer[Int(name)] = context
    references[context].append(name)
  }

  /// Forgets the tree's texts, and leaves each context's list without repeats (a name is
  /// recorded again when a nested context recorded it in between).
  mutating func finish() {
    slots = []
    texts = []
    var seen = [Int](repeating: -1, count: names.count)
    for context in Set(interrupted) {
      var unique: [Int32] = []
      for name in references[context] where seen[Int(name)] != context {
        seen[Int(name)] = context
        unique.append(name)
      }
      references[context] = unique
    }
  }

  private static func hash(_ text: SyntaxText) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    if let base = text.baseAddress {
      for byte in UnsafeBufferPointer(start: base, count: text.count) {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }

  private func index(of text: SyntaxText) -> Int32? {
    let mask = slots.count - 1
    var slot = Self.hash(text) & mask
    while slots[slot] >= 0 {
      if texts[Int(slots[slot])] == text { return slots[slot] }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Adds `text`, not in the table, as the name numbered `name` (the next one).
  private mutating func insert(_ text: SyntaxText, as name: Int32) {
    texts.append(text)
    if texts.count * 2 > slots.count {
      slots = [Int32](repeating: -1, count: slots.count * 2)
      for (known, knownText) in texts.enumerated() { place(knownText, as: Int32(known)) }
    } else {
      place(text, as: name)
    }
  }

  private mutating func place(_ text: SyntaxText, as name: Int32) {
    let mask = slots.count - 1
    var slot = Self.hash(text) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = name
  }
}
