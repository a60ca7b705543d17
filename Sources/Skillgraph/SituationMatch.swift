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

  /// Searches `index` for `situation` and takes the first of its ten best results that lies in
  /// one of `trees`. None when no result lies in a tree, or when the content does not cover the
  /// words (`AnswerConfidence.high` is needed).
  public init(situation: String, trees: [DecisionTree], index: SearchIndex) throws(IndexError) {
    search = try index.search(SearchRequest(text: situation, limit: 10))
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
