import SkillgraphModel

/// What makes a drawing a decision rather than a plan, a timeline, a hierarchy or a list of
/// steps: something asked (a question, YES/NO answers, guards, quoted symptoms to tell apart).
package enum DecisionSignals {
  /// Whether `text` asks a question: it ends in `?` (before any closing parenthesis, emphasis
  /// or emoji), or starts `Q1:`. A Swift optional (`[Item]?`, `name: String?`) asks nothing.
  package static func asks(_ text: String) -> Bool {
    if isNumberedQuestion(text) { return true }
    var body = Substring(text)
    while true {
      while let last = body.last, isClosing(last) { body = body.dropLast() }
      guard body.last == ")", let open = body.lastIndex(of: "(") else { break }
      body = body[..<open]
    }
    guard body.last == "?" else { return false }
    if let before = body.dropLast().last, before == "]" || before == ">" { return false }
    // NB: `transcript: String?` declares an optional; a question has words after its colon.
    if let colon = body.lastIndex(of: ":") {
      let type = body[body.index(after: colon)...].drop { $0 == " " }
      if !type.contains(" "), type.first?.isUppercase == true { return false }
    }
    return true
  }

  /// `text` with its full-width question marks (`？`, as Chinese and Japanese write them) as
  /// `?`, so that the readers see the question they ask.
  package static func withASCIIQuestionMarks(_ text: String) -> String {
    guard text.unicodeScalars.contains("\u{FF1F}") else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{FF1F}" ? "?" : $0 }))
  }

  /// Whether `text` starts `Q1:`, `Q2.` or `Q3)`.
  package static func isNumberedQuestion(_ text: String) -> Bool {
    guard text.first == "Q" else { return false }
    let digits = text.dropFirst().prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, let mark = text.dropFirst(1 + digits.count).first else { return false }
    return ":.)".contains(mark)
  }

  private static func isClosing(_ character: Character) -> Bool {
    character.isWhitespace || "*_`'\"”’:".contains(character)
      || character.unicodeScalars.first.map { $0.properties.isEmojiPresentation } == true
  }

}

extension RawTreeNode {
  /// Whether the tree from this node decides something: a node asks a question, or has
  /// YES/NO answers, guards or quoted symptoms (error messages to tell apart) below it.
  package var decidesSomething: Bool {
    if DecisionSignals.asks(label) || parts.condition.map(DecisionSignals.asks) == true
      || parts.targets.contains(where: DecisionSignals.asks)
    {
      return true
    }
    let answers = children.filter {
      DecisionTreeBuilder.yesNoAnswer($0.parts.condition ?? "") != nil
    }
    let guards = children.filter { $0.guardCondition != nil }
    let quoted = children.filter { $0.label.hasPrefix("\"") || $0.label.hasPrefix("“") }
    if !answers.isEmpty || guards.count >= 2 || quoted.count >= 2 { return true }
    return children.contains { $0.decidesSomething }
  }
}
