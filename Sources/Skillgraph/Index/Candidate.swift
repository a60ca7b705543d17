/// A unit found by the full-text search, with what ranking needs (its text is fetched only
/// for the units kept).
struct Candidate: Sendable, Hashable {
  var rowID: Int64
  var fileKey: String
  var skillID: String
  var kind: EntityKind
  var title: String
  /// The heading path, headings separated by `IndexUnit.pathSeparator`.
  var headingPath: String
  var startLine: Int
  var endLine: Int
  var tokens: Int
  /// The bm25 relevance, made positive (higher is better).
  var relevance: Double
  /// The final score.
  var score: Double
  /// The share of the question's term weight (rarity) the unit matches, from 0 to 1.
  var coverage = 0.0

  /// The headings of `headingPath`, outermost first (one empty heading when it is empty, as
  /// `components(separatedBy:)` splits it).
  // NB: not `components(separatedBy:)`: Foundation's goes through NSString, and ranking splits
  // the paths of every candidate.
  var headings: [String] {
    headingPath.split(
      separator: Character(IndexUnit.pathSeparator), omittingEmptySubsequences: false
    ).map(String.init)
  }

  /// Whether the two units overlap in one file (one holds the other, or they share lines).
  func overlaps(_ other: Candidate) -> Bool {
    fileKey == other.fileKey && startLine <= other.endLine && other.startLine <= endLine
  }
}
