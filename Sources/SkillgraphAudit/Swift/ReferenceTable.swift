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
  /// The index of each name, by its text in the tree: valid only while the tree is.
  private var indexes: [SyntaxText: Int32] = [:]
  /// For each of `names`, the context that last recorded it.
  private var lastReferrer: [Int] = []
  /// The contexts another context opened inside, whose lists may repeat a name.
  private var interrupted: [Int] = []

  /// An empty table, with room for `expectedNames` names before its index grows (each growth
  /// hashes every name again).
  init(expectedNames: Int = 256) {
    indexes.reserveCapacity(expectedNames)
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
    if let known = indexes[text] {
      name = known
    } else {
      name = Int32(names.count)
      indexes[text] = name
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
    indexes = [:]
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
}
