/// Short forms of long texts for listings: cut after a whole word, with an ellipsis.
package enum TextCut {
  /// `text` on one line, whole when it has at most `limit` characters; otherwise cut after the
  /// last whole word that fits, with "…" (never inside a word: "the SwiftUI backgrou").
  package static func atWord(_ text: String, limit: Int) -> String {
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    guard line.count > limit else { return line }
    let head = line.prefix(limit)
    let cut = head.lastIndex(where: \.isWhitespace).map { head[..<$0] } ?? head
    var kept = String(cut)
    while let last = kept.last, last.isWhitespace || ",;:-–—(".contains(last) {
      kept.removeLast()
    }
    return kept + "…"
  }
}
