/// The text analysis shared by indexing and querying, so that both see the same words.
enum SearchText {
  /// `text` lowercased, apostrophes removed ("doesn't" → "doesnt"), split into words of letters
  /// and digits.
  static func words(_ text: String) -> [Substring] {
    let lowered = Substring(text.lowercased().filter { $0 != "'" && $0 != "\u{2019}" })
    return lowered.split { !($0.isLetter || $0.isNumber) }
  }

  /// The extra terms indexed for `text`: the words of its camel-case identifiers, the base
  /// forms of its irregular verbs and the marker of every synonym concept it mentions.
  static func keywords(for text: String) -> String {
    let words = words(text)
    var terms = IdentifierSplitter.splitIdentifiers(in: text).map(\.words)
    terms += IrregularForms.baseForms(of: words)
    terms += Synonyms.concepts(in: words).sorted().map(Synonyms.marker)
    return terms.joined(separator: " ")
  }

  /// Words that carry no meaning in a question.
  static let stopWords: Set<Substring> = [
    "a", "about", "after", "all", "also", "am", "an", "and", "any", "are", "as", "at", "be",
    "been", "but", "by", "can", "cant", "could", "did", "didnt", "do", "does", "doesnt", "dont",
    "for", "from", "get", "gets", "got", "had", "has", "have", "how", "i", "if", "im", "in",
    "into", "is", "isnt", "it", "its", "ive", "just", "me", "my", "of", "on", "or", "our",
    "should", "so", "some", "that", "the", "their", "them", "then", "there", "these", "they",
    "this", "to", "use", "using", "was", "wasnt", "we", "were", "what", "whats", "when", "where",
    "which", "while", "who", "why", "will", "with", "wont", "would", "you", "your", "need",
    "want", "way", "best", "right", "correct", "properly", "please", "tell", "explain", "show",
    "here", "still", "even", "only", "make", "sure", "thing", "app", "apps", "iphone",
    "until", "says", "said", "told", "asks", "asked", "saying", "keeps", "getting",
  ]
}
