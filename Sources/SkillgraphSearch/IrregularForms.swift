import SkillgraphSupport

/// The base forms of irregular English verbs ("ran" → "run", "woke" → "wake"), which the porter
/// stemmer leaves apart: a question asking why a task "ran once" then finds the text that says
/// "after one run", and the other way round.
package enum IrregularForms {
  /// Each irregular past form or participle and its base form.
  package static let baseForms: [Substring: String] = [
    "ran": "run", "began": "begin", "begun": "begin", "woke": "wake", "woken": "wake",
    "took": "take", "taken": "take", "went": "go", "gone": "go", "kept": "keep", "gave": "give",
    "given": "give", "came": "come", "left": "leave", "sent": "send", "wrote": "write",
    "written": "write", "broke": "break", "broken": "break", "fell": "fall", "fallen": "fall",
    "froze": "freeze", "frozen": "freeze", "hung": "hang", "built": "build", "caught": "catch",
    "chose": "choose", "chosen": "choose", "drew": "draw", "drawn": "draw", "found": "find",
    "forgot": "forget", "forgotten": "forget", "held": "hold", "lost": "lose", "meant": "mean",
    "paid": "pay", "saw": "see", "seen": "see", "spent": "spend", "threw": "throw",
    "thrown": "throw", "brought": "bring", "thought": "think", "became": "become",
    "felt": "feel", "slept": "sleep", "shown": "show", "grew": "grow", "grown": "grow",
    "knew": "know", "known": "know", "hid": "hide", "hidden": "hide", "bought": "buy",
    "understood": "understand", "stood": "stand", "sold": "sell", "led": "lead", "fed": "feed",
    "overrode": "override", "overridden": "override", "rewrote": "rewrite",
    "rewritten": "rewrite", "undid": "undo", "withdrew": "withdraw", "arose": "arise",
  ]

  private static let keyed = Dictionary(
    uniqueKeysWithValues: baseForms.map { (WordKey($0.key), $0.value) })

  private static let shapes = WordShapes(baseForms.keys)

  /// The base forms of the irregular words among `words` (lowercase), in order, each once.
  package static func baseForms(of words: [Substring]) -> [String] {
    var seen = Set<String>()
    return words.compactMap { shapes.mayContain($0) ? keyed[WordKey($0)] : nil }.filter {
      seen.insert($0).inserted
    }
  }
}
