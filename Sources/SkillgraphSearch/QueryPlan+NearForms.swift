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
  }
}
