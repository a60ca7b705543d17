import SkillgraphIngest
import SkillgraphMarkdown
import SkillgraphModel

/// An operational failure of the search index: content that cannot be read, or an index file
/// that cannot be written.
public struct IndexError: Error, CustomStringConvertible, Sendable {
  /// What went wrong, for a person.
  public var description: String
  /// Whether a content file changed between the index's refresh and the reading of its text:
  /// asking again (which refreshes the index first) answers.
  package var sourceChanged = false

  package init(_ description: String, sourceChanged: Bool = false) {
    self.description = description
    self.sourceChanged = sourceChanged
  }
}
