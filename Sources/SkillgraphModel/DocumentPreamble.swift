import Foundation
import SkillgraphSupport

/// The text of a document before its first heading, as a reader sees it: front matter and HTML
/// comments left out. A document with no heading is all preamble; some give an introduction
/// before their first heading. The search index and the site's search both index it.
package struct DocumentPreamble: Sendable, Hashable {
  /// The text, trimmed.
  package var text: String
  /// The line of the file where it starts.
  package var startLine: Int

  /// The fewest words a preamble holds to count.
  package static let minimumWords = 5

  /// The preamble of `lines`, the file's lines up to its first heading (from line 1); nil when
  /// it holds fewer than `minimumWords` words.
  package init?(_ lines: String) {
    let body = FrontMatterBlock(lines).body
    // NB: an HTML comment (`<!-- generated ... -->`) is no text a reader sees.
    let text = body.removingSpans(from: "<!--", to: "-->").trimmingCharacters(
      in: .whitespacesAndNewlines)
    guard text.split(whereSeparator: \.isWhitespace).count >= Self.minimumWords else {
      return nil
    }
    self.text = text
    let rows = body.split(separator: "\n", omittingEmptySubsequences: false)
    startLine = (rows.firstIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? 0) + 1
  }
}
