import Foundation
import Skillgraph
import Testing

/// The question's white space trimmed by Unicode scalar, against Foundation's
/// `trimmingCharacters(in: .whitespacesAndNewlines)` (the oracle).
@Suite("query text trimming")
struct QueryTextTrimmingTests {
  static let texts =
    [
      "", " ", "  view  ", "\tview\n", "\u{A0}view\u{3000}", "\u{2028}view\u{2029}",
      "\u{85}view\u{85}", " \u{301}view", "view \u{301}",
      "\r\n view does not update \r\n", "\u{1680}\u{2000}\u{200A}\u{202F}\u{205F}x",
      "é", "😀 ", " 👩‍👩‍👧 ",
    ] + linuxOnly

  /// Foundation on Linux counts U+200B ZERO WIDTH SPACE as white space; Apple's does not.
  #if os(Linux)
    static let linuxOnly = ["\u{200B}view\u{200B}"]
  #else
    static let linuxOnly: [String] = []
  #endif

  @Test("the question is trimmed as Foundation trims it", arguments: texts)
  func trimmedAsFoundation(text: String) {
    #expect(
      SearchRequest.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
