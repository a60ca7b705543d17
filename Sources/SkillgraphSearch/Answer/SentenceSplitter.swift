/// Splits a paragraph of Markdown prose into whole sentences.
///
/// A sentence ends at `.`, `!` or `?` (closing quotes, brackets and emphasis marks kept with
/// it) followed by white space and a capital letter, a digit or an opening mark. Nothing inside
/// an inline code span ends a sentence, nor does the full stop of a common abbreviation
/// ("e.g.", "i.e.", "vs.", "etc.").
package enum SentenceSplitter {
  /// The sentences of `paragraph`, in order, without the white space between them.
  package static func sentences(in paragraph: String) -> [String] {
    let characters = Array(paragraph)
    var sentences: [String] = []
    var start = 0
    var inCode = false
    var position = 0
    while position < characters.count {
      let character = characters[position]
      if character == "`" { inCode.toggle() }
      guard !inCode, Self.enders.contains(character) else {
        position += 1
        continue
      }
      var end = position + 1
      while end < characters.count, Self.closers.contains(characters[end]) { end += 1 }
      guard end < characters.count, characters[end].isWhitespace else {
        position = end
        continue
      }
      var next = end
      while next < characters.count, characters[next].isWhitespace { next += 1 }
      let sentence = String(characters[start..<end])
      if next < characters.count, Self.opensSentence(characters[next]),
        !Self.endsWithAbbreviation(sentence)
      {
        sentences.append(sentence.trimmingSpaces)
        start = next
      }
      position = next
    }
    let rest = String(characters[start...]).trimmingSpaces
    if !rest.isEmpty { sentences.append(rest) }
    return sentences
  }

  private static let enders: Set<Character> = [".", "!", "?"]
  private static let closers: Set<Character> = ["\"", "'", ")", "]", "*", "_", "”", "’"]
  private static let abbreviations = ["e.g.", "i.e.", "vs.", "etc.", "cf.", "approx.", "incl."]

  /// Whether `character` can begin a sentence.
  private static func opensSentence(_ character: Character) -> Bool {
    character.isUppercase || character.isNumber
      || ["`", "\"", "'", "(", "[", "*", "_", "“", "‘"].contains(character)
  }

  /// Whether `sentence` ends with an abbreviation's full stop rather than its own.
  private static func endsWithAbbreviation(_ sentence: String) -> Bool {
    let lowered = sentence.lowercased()
    return abbreviations.contains { abbreviation in
      guard lowered.hasSuffix(abbreviation) else { return false }
      let before = lowered.dropLast(abbreviation.count).last
      return before == nil || !(before?.isLetter ?? false)
    }
  }
}

extension String {
  /// The string without spaces, tabs and line breaks at either end.
  package var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
