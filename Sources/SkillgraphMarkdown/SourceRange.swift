/// A 1-based line and column in a source file (columns count UTF-8 bytes, as compilers do).
public struct SourcePosition: Hashable, Sendable, Codable, Comparable {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes from the start of the line.
  public var column: Int

  /// Creates a position from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Orders positions by line, then by column.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// An inclusive range of source positions.
public struct SourceRange: Hashable, Sendable, Codable {
  /// The first position in the range.
  public var start: SourcePosition
  /// The last position in the range (inclusive).
  public var end: SourcePosition

  /// Creates a range from its two ends.
  public init(start: SourcePosition, end: SourcePosition) {
    self.start = start
    self.end = end
  }

  /// A range covering whole lines, from column 1 of `startLine` to the start of `endLine`.
  public init(lines startLine: Int, through endLine: Int) {
    self.start = SourcePosition(line: startLine, column: 1)
    self.end = SourcePosition(line: max(startLine, endLine), column: 1)
  }

  /// A range at a single position.
  public static func at(line: Int, column: Int = 1) -> SourceRange {
    SourceRange(
      start: SourcePosition(line: line, column: column),
      end: SourcePosition(line: line, column: column))
  }
}
