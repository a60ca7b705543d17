public import SkillgraphMarkdown

/// Where an entity came from: its file and line range.
public struct SourceSpan: Hashable, Sendable, Codable {
  /// The file, as shown to people.
  public var path: String
  /// The first line (1-based).
  public var startLine: Int
  /// The last line (inclusive).
  public var endLine: Int

  /// Creates a span.
  public init(path: String, startLine: Int, endLine: Int) {
    self.path = path
    self.startLine = startLine
    self.endLine = max(startLine, endLine)
  }

  /// The span of a source range in a file.
  public init(path: String, range: SourceRange) {
    self.init(path: path, startLine: range.start.line, endLine: range.end.line)
  }
}
