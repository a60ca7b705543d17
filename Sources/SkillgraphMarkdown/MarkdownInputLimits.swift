/// How much work a document may ask of cmark-gfm before the input guard changes its text.
///
/// Debian's cmark-gfm (0.29.0.gfm.6) predates the fixes for two denials of service: a wide
/// table header over many short rows makes a cell for every column of every row
/// (CVE-2023-37463), and unclosed image openers (`![`) under many links make each link walk all
/// of them (CVE-2023-22486). Both are bounded here, before the text reaches the parser.
public struct MarkdownInputLimits: Hashable, Sendable {
  /// The table cells a document may make beyond one a byte of its text: each table counts its
  /// columns × its rows.
  public var tableCells: Int
  /// The bracket work a run of lines (a paragraph or more, up to a blank line) may make a byte:
  /// its image openers × its closing brackets, over its length.
  public var imageBracketWorkPerByte: Int

  /// The standard limits: 65,536 table cells past one a byte, and 64 a byte for brackets.
  public static let standard = MarkdownInputLimits(tableCells: 0x10000, imageBracketWorkPerByte: 64)

  /// Creates limits.
  public init(tableCells: Int, imageBracketWorkPerByte: Int) {
    self.tableCells = tableCells
    self.imageBracketWorkPerByte = imageBracketWorkPerByte
  }
}
