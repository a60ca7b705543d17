package import SkillgraphIngest
package import SkillgraphSupport

extension SearchText {
  /// The extra terms indexed for `text`: the words of its camel-case identifiers, the base
  /// forms of its irregular verbs and the marker of every synonym concept it mentions.
  package static func keywords(for text: String, vocabulary: Vocabulary) -> String {
    let words = words(text)
    var terms = IdentifierSplitter.splitIdentifiers(in: text).map(\.words)
    terms += IrregularForms.baseForms(of: words)
    terms += vocabulary.concepts(in: words).sorted().map(Vocabulary.marker)
    return terms.joined(separator: " ")
  }
}
