/// The smallest part of a unit's Markdown that a passage keeps or leaves out whole: a sentence,
/// a list item, a table row, a line of code, or a short code block.
package struct PassagePiece: Sendable, Hashable {
  /// What the piece is.
  package enum Kind: Sendable, Hashable {
    /// A sentence of a paragraph.
    case sentence
    /// A list item with its continuation lines.
    case listItem
    /// A row of a table (its header is `lead`).
    case tableRow
    /// A line inside a code block too long to keep whole (its opening fence is `lead`).
    case codeLine
    /// A short code block, fences included.
    case codeBlock
  }

  /// The Markdown of the piece.
  package var text: String
  /// What the piece is.
  package var kind: Kind
  /// The block it belongs to (a paragraph, a list, a table, a code block), numbered in order:
  /// pieces of one block are neighbours.
  package var block: Int
  /// What must precede the piece when it is shown without the pieces before it: a table's
  /// header and separator rows, a code block's opening fence.
  package var lead: String?

  /// The estimated tokens of `text` in a JSON string.
  package var tokens: Int { JSONTextCost.tokens(of: text) + 1 }
}
