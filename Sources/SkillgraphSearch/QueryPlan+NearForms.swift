package import GRDB

extension QueryPlan {
  /// The shortest word that is searched for its longer forms when the collection lacks it.
  static let nearFormMinimumLength = 4
  /// How many letters a longer form may add to the word.
  static let nearFormExtraLetters = 4
  /// The endings a longer form may add, as the Porter stemmer leaves them: derivations it does
  /// not undo ("linter", "bisection", "modular"), not any longer word ("iPadOS" for "iPads").
  static let nearFormEndings: Set<String> = [
    "er", "ers", "or", "ion", "al", "ic", "ist", "ism", "ment", "ness", "iv", "ful", "less",
  ]
  /// How many longer forms a word is searched as, the most frequent first.
  static let nearFormsPerWord = 2

  /// Adds to `nearForms` the collection's own words that a question word no unit holds begins
  /// ("lint" is searched as "linter"): a derived form that the index's Porter stemmer keeps
  /// apart (it joins "builds" and "build", not "lint" and "linter"). The word itself stays
  /// unknown, so that how much of the question the collection knows does not change.
  package mutating func addNearForms(db: Database, tokenizer: PorterTokenizer) throws {
    let exact = try db.cachedStatement(sql: "SELECT 1 FROM units_vocab WHERE term = ?")
    // NB: a range on `term` is answered from the index's term list, not by a scan of it: 0.17 ms
    // on an index of 23,046 terms, where a scan of the list takes 70 ms.
    let longer = try db.cachedStatement(
      sql: """
        SELECT term FROM units_vocab WHERE term > ?1 AND term < ?1 || '{' AND length(term) <= ?2
        ORDER BY doc DESC, term
        """)
    var seen = Set(terms)
    for word in words where word.count >= Self.nearFormMinimumLength {
      let tokens = try tokenizer.tokens(of: word)
      guard tokens.count == 1, let token = tokens.first,
        try Bool.fetchOne(exact, arguments: [token]) == nil
      else { continue }
      let forms = try String.fetchAll(
        longer, arguments: [token, token.count + Self.nearFormExtraLetters])
      let derived = forms.filter {
        Self.nearFormEndings.contains(String($0.dropFirst(token.count)))
      }
      for form in derived.prefix(Self.nearFormsPerWord) where seen.insert(form).inserted {
        nearForms.append(form)
      }
    }
    try addTitledIdentifiers(db: db, tokenizer: tokenizer, seen: &seen)
  }

  /// Adds to `nearForms` the identifier that two neighbouring words of the question spell
  /// together when a unit is titled by exactly that identifier: "the scalar value enum" asks
  /// for the `ScalarValue` section of an API reference. Only a whole title: "url session" is
  /// every other line of a collection on transfers, and searching it as `urlsession` would
  /// favour those lines over the words asked.
  private mutating func addTitledIdentifiers(
    db: Database, tokenizer: PorterTokenizer, seen: inout Set<String>
  ) throws {
    let exact = try db.cachedStatement(sql: "SELECT 1 FROM units_vocab WHERE term = ?")
    let titled = try db.cachedStatement(
      sql: "SELECT title FROM units_fts WHERE units_fts MATCH ? LIMIT \(Self.titlesLooked)")
    for (first, second) in zip(words, words.dropFirst())
    where first.count >= Self.joinedPartMinimumLength
      && second.count >= Self.joinedPartMinimumLength
    {
      let joined = first + second
      let tokens = try tokenizer.tokens(of: joined)
      // NB: the term list first: most pairs spell nothing the collection holds.
      guard tokens.count == 1, let token = tokens.first, !seen.contains(token),
        try Bool.fetchOne(exact, arguments: [token]) == true
      else { continue }
      let titles = try String.fetchAll(titled, arguments: ["title : \"" + token + "\""])
      guard titles.contains(where: { Self.identifier(in: $0) == joined }) else { continue }
      seen.insert(token)
      nearForms.append(token)
    }
  }

  /// A title's letters and digits, lowercased: `ScalarValue` for "ScalarValue", nil when it
  /// holds anything else (a space, a dot), so that only a bare identifier counts.
  private static func identifier(in title: String) -> String? {
    guard !title.isEmpty, title.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
    return title.lowercased()
  }

  /// The shortest word that is joined with its neighbour to find an identifier.
  static let joinedPartMinimumLength = 3
  /// How many titles holding a joined identifier are compared with it.
  static let titlesLooked = 20
}
