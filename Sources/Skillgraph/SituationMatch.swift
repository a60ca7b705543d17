import SkillgraphDecisions
import SkillgraphIngest
import SkillgraphMarkdown
public import SkillgraphModel
public import SkillgraphSearch
import SkillgraphSite
import SkillgraphTemplates

/// The decision tree a situation in words leads to: the tree whose section holds the best
/// search result that lies within a tree, among the trees allowed.
public struct SituationMatch: Sendable {
  /// The tree found, if any.
  public var tree: DecisionTree?
  /// The search that found it: its results and whether the content covers the words.
  public var search: SearchResponse

  /// How many of the best results may lead to a tree: a tree that only a result further down
  /// touches is about something else ("CLClientIsBackgroundable" reached the tree on tasks
  /// ending early through its seventh result).
  public static let depth = 5

  /// Searches `index` for `situation` and takes the first of its best results (`depth`) that lies
  /// in one of `trees`. None when none does, or when the content does not cover the words
  /// (`AnswerConfidence.high` is needed).
  public init(situation: String, trees: [DecisionTree], index: SearchIndex) throws(IndexError) {
    search = try index.search(SearchRequest(text: situation, limit: Self.depth, maxTokens: 0))
    tree = nil
    guard search.confidence == .high else { return }
    for result in search.results {
      let found = trees.first { tree in
        tree.skillID == result.skill.id && result.source.startLine <= tree.source.endLine
          && tree.source.startLine <= result.source.endLine
      }
      if let found {
        tree = found
        return
      }
    }
  }
}
