import Foundation
import SkillgraphSupport

extension SiteSearchIndexBuilder {
  /// Sections per excerpt file: a results list loads the few files its sections are in.
  package static let excerptsPerFile = 200

  /// The longest excerpt kept per section, in characters.
  package static let excerptLength = 600

  // NB: `search/x-N.js` (`SG_SEARCH.text(N, ["excerpt", ...]);`, sections N × 200 onwards)
  // is apart from docs.js, so that the first keystroke loads only titles; a results list then
  // loads the excerpts of the sections it shows, to show the passage with the words marked.

  /// The plain text of a section's Markdown, without its heading, fences, table rules and
  /// inline marks, on one line, cut after a whole word.
  package static func excerpt(of markdown: String) -> String {
    var words: [Substring] = []
    var length = 0
    var inFence = false
    var first = true
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: true) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        inFence.toggle()
        continue
      }
      if inFence { continue }
      if first, trimmed.hasPrefix("#") {
        first = false
        continue
      }
      first = false
      if trimmed.allSatisfy({ "|-: ".contains($0) }) { continue }
      for word in trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "|" }) {
        var text = word
        if let link = text.range(of: "](") { text = text[..<link.lowerBound] }
        let plain = text.filter { !"*_`#>[]".contains($0) }
        guard !plain.isEmpty, plain != "-" else { continue }
        words.append(Substring(plain))
        length += plain.count + 1
        if length > excerptLength {
          return TextCut.atWord(words.joined(separator: " "), limit: excerptLength)
        }
      }
    }
    return words.joined(separator: " ")
  }
}
