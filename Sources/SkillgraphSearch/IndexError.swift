import SkillgraphIngest
import SkillgraphMarkdown
import SkillgraphModel

/// An operational failure of the search index: content that cannot be read, or an index file
/// that cannot be written.
public struct IndexError: Error, CustomStringConvertible, Sendable {
  /// What went wrong, for a person.
  public var description: String

  package init(_ description: String) {
    self.description = description
  }
}
